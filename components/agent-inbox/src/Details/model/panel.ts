import { atom } from 'nanostores';

/** The detail panel's sections, in the order they show (spec 000 §4). */
export const DETAIL_SECTIONS = ['general', 'history', 'satisfaction', 'note', 'files'] as const;
export type DetailSection = (typeof DETAIL_SECTIONS)[number];

export interface DetailPanelState {
  /** The agent hid the panel to give the conversation the room. */
  hidden: boolean;
  open: Record<DetailSection, boolean>;
}

/** Spec 000 §4: general, history, satisfaction and note open; files closed. */
export const defaultPanel = (): DetailPanelState => ({
  hidden: false,
  open: { general: true, history: true, satisfaction: true, note: true, files: false },
});

export const PANEL_STORAGE_KEY = 'oc.inbox.details';

/** The stored state, each value checked: a damaged or older entry falls back per field. */
export function parsePanel(text: string | null | undefined): DetailPanelState {
  const state = defaultPanel();
  if (!text) return state;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return state;
  }
  if (!stored || typeof stored !== 'object') return state;
  const { hidden, open } = stored as { hidden?: unknown; open?: unknown };
  if (typeof hidden === 'boolean') state.hidden = hidden;
  if (open && typeof open === 'object')
    for (const section of DETAIL_SECTIONS) {
      const value = (open as Record<string, unknown>)[section];
      if (typeof value === 'boolean') state.open[section] = value;
    }
  return state;
}

function load(): DetailPanelState {
  try {
    return parsePanel(globalThis.localStorage?.getItem(PANEL_STORAGE_KEY));
  } catch {
    // storage may be unavailable (sandboxed frames): the defaults apply
    return defaultPanel();
  }
}

/** How the agent left the panel, kept across rooms and reloads. */
export const $detailPanel = atom<DetailPanelState>(load());

function save(state: DetailPanelState): void {
  $detailPanel.set(state);
  try {
    globalThis.localStorage?.setItem(PANEL_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // not persisted: the choice still applies to this page
  }
}

export function toggleSection(section: DetailSection): void {
  const state = $detailPanel.get();
  save({ ...state, open: { ...state.open, [section]: !state.open[section] } });
}

export function setPanelHidden(hidden: boolean): void {
  save({ ...$detailPanel.get(), hidden });
}
