import type { Look } from './look.ts';

/*
 * What the launcher's extras (call-to-action bubble, auto-open) remember for the page's session, so
 * that a visitor who dismissed the bubble or closed the panel is not asked again on the next page
 * of the same visit. Kept in sessionStorage: it ends with the tab, and a blocked storage (private
 * modes, sandboxed frames) only means the widget asks again.
 */

/** The visitor's answers to the launcher's extras during this visit. */
export interface LauncherMemory {
  /** The call-to-action bubble was closed. */
  ctaDismissed: boolean;
  /** The panel opened by itself once already. */
  autoOpened: boolean;
  /** The visitor closed the panel: it never opens by itself again. */
  closed: boolean;
}

const KEY = 'oc-web-chat.launcher';
const EMPTY: LauncherMemory = { ctaDismissed: false, autoOpened: false, closed: false };

/** This visit's memory; all false when none is kept or the storage cannot be read. */
export function readMemory(storage: Pick<Storage, 'getItem'> | null): LauncherMemory {
  try {
    const kept = JSON.parse(storage?.getItem(KEY) ?? 'null') as Partial<LauncherMemory> | null;
    if (!kept || typeof kept !== 'object') return { ...EMPTY };
    return {
      ctaDismissed: kept.ctaDismissed === true,
      autoOpened: kept.autoOpened === true,
      closed: kept.closed === true,
    };
  } catch {
    return { ...EMPTY };
  }
}

/** Adds to this visit's memory and answers the whole of it; a storage that refuses is ignored. */
export function remember(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  change: Partial<LauncherMemory>,
): LauncherMemory {
  const next = { ...readMemory(storage), ...change };
  try {
    storage?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Quota or a blocked storage: the widget asks again on the next page, nothing worse.
  }
  return next;
}

/** Seconds after which the panel opens by itself, or null: not configured, done, or refused. */
export function autoOpenDelay(look: Look, memory: LauncherMemory): number | null {
  if (!look.auto_open_delay || memory.autoOpened || memory.closed) return null;
  return look.auto_open_delay;
}

/**
 * One way of reaching the company on the version 1 launcher ("multi-lozenges"): a pill-shaped
 * button with an icon and a label. Today only the web chat; each further channel adds one.
 */
export interface Lozenge {
  channel: 'web-chat';
  label: string;
}

/**
 * The lozenges of a look: the web chat's, labelled by the call to action, else the title, else the
 * widget's own words (`fallback`).
 */
export function lozenges(look: Look, title: string, fallback: string): Lozenge[] {
  return [{ channel: 'web-chat', label: look.cta_text || title || fallback }];
}
