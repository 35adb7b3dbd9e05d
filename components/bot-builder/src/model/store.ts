/**
 * State of one `<oc-bot-builder>`: the loaded bot with its undo history, the open tree, the selection
 * and the flags of spec 001 §4 (unsaved changes, changes saved). One store per element instance; the
 * clipboard alone is shared by every builder of the page so a node copied in one bot can be pasted in
 * another (core `pasteNodes` applies the cross-bot rules).
 */
import type { Edition } from '@omnicanal/core';
import {
  type Bot,
  type BotClipboard,
  copyNodes,
  problemFields,
  pruneUnreachable,
  validateBot,
} from '@omnicanal/core/bot';
import { shared } from '@omnicanal/stores';
import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { BotClient, EntryPointLink } from './client.ts';
import { type History, redo as historyRedo, undo as historyUndo, record, startHistory } from './history.ts';
import { type OpRefusal, type OpResult, paste } from './ops.ts';
import { defaultTree, treeOf } from './trees.ts';

/** Save failure shown in the error dialog (spec 001 §8), with field errors keyed `nodes.<key>.<field>`. */
export interface SaveError {
  title: 'error.Oups';
  /** The server's text; null shows only the title. */
  text: string | null;
  fields: Record<string, string[]>;
}

/** What the element renders. */
export interface BuilderState {
  status: 'loading' | 'ready' | 'error';
  /** i18n key (common namespace): 'errors.bad_authentication' (spec 001 §8) or 'errors.not_found'. */
  loadError: string | null;
  bot: Bot | null;
  channel: string;
  /** Open tree; defaults to the channel's `init` tree, else its first. */
  treeKey: string | null;
  /** Selected node key. */
  selection: string | null;
  /** Unsaved-changes flag (spec 001 §4): set by an edit, cleared by a save or a fetch. */
  dirty: boolean;
  /** Changes-saved flag (spec 001 §4): set by a successful save, cleared by the next edit. */
  saved: boolean;
  saving: boolean;
  saveError: SaveError | null;
  /** The last save stopped on the bot's own problems, before any call (`saveError.fields` holds them). */
  invalid: boolean;
  /** Last refused edit, shown to the user. */
  refusal: { reason: OpRefusal; entryPoints?: string[] } | null;
  /** Warning keys of the last edit, e.g. PASTE_TOTREE_WARN after a paste. */
  warnings: string[];
  canUndo: boolean;
  canRedo: boolean;
  entryPoints: EntryPointLink[];
  /** The page-wide clipboard. */
  clipboard: BotClipboard | null;
}

/** The store of one builder. */
export interface BuilderStore {
  $state: ReadableAtom<BuilderState>;
  /** Fetches the bot and the entry points; clears the history and both flags. */
  load(): Promise<void>;
  /** Validates with `validateBot(channel)` first (problems: `saveError.fields`, no call), then saves. */
  save(): Promise<boolean>;
  /** Runs an op against the present bot; ok → recorded in history, dirty=true, saved=false, selection=focus. */
  apply(op: (bot: Bot) => OpResult): boolean;
  undo(): void;
  redo(): void;
  select(node: string | null): void;
  openTree(treeKey: string): void;
  /** Copies the selected node with its subtree, or the open tree's root. */
  copySelection(): void;
  /** Pastes the clipboard under `parent` (edition and channel rules, warnings kept). */
  pasteInto(parent: string): void;
  /** Clears the refusal, the warnings and the save error. */
  dismiss(): void;
}

/** Options of {@link createBuilderStore}. */
export interface BuilderStoreOptions {
  skill: string;
  bot: string;
  channel: string;
  edition: Edition;
  client: BotClient;
}

/** The clipboard shared by every builder of the page (even across separately built bundles). */
export const $botClipboard: WritableAtom<BotClipboard | null> = shared('bot-builder.clipboard', () =>
  atom<BotClipboard | null>(null),
);

/** Error shape of `ApiRequestError` from `@omnicanal/api`, read structurally so any client may throw it. */
interface ApiErrorLike {
  error: { status: number; fields: Record<string, string[]>; general: string[] };
}

function apiError(e: unknown): ApiErrorLike['error'] | null {
  const error = (e as Partial<ApiErrorLike> | null)?.error;
  return error && typeof error.status === 'number' ? error : null;
}

type LocalState = Omit<BuilderState, 'clipboard' | 'canUndo' | 'canRedo'>;

/** Creates the store of one builder element. */
export function createBuilderStore(opts: BuilderStoreOptions): BuilderStore {
  const { skill, channel, edition, client } = opts;
  let history: History<Bot> | null = null;
  /** The bot as last fetched or saved: the present differs from it exactly when there are unsaved changes. */
  let clean: Bot | null = null;
  let loads = 0;

  const $local = atom<LocalState>({
    status: 'loading',
    loadError: null,
    bot: null,
    channel,
    treeKey: null,
    selection: null,
    dirty: false,
    saved: false,
    saving: false,
    saveError: null,
    invalid: false,
    refusal: null,
    warnings: [],
    entryPoints: [],
  });
  const $history = atom<History<Bot> | null>(null);
  const $state = computed([$local, $history, $botClipboard], (local, h, clipboard) => ({
    ...local,
    canUndo: (h?.past.length ?? 0) > 0,
    canRedo: (h?.future.length ?? 0) > 0,
    clipboard,
  }));

  const patch = (next: Partial<LocalState>) => $local.set({ ...$local.get(), ...next });

  /** Open tree and selection kept valid for `bot`: a vanished tree falls back to the default one. */
  function placed(bot: Bot, treeKey: string | null, selection: string | null) {
    const trees = bot.channels[channel]?.trees ?? {};
    const tree = treeKey !== null && trees[treeKey] ? treeKey : defaultTree(bot, channel);
    const selected = selection !== null && bot.nodes[selection] ? selection : null;
    return { treeKey: tree, selection: selected };
  }

  function show(h: History<Bot>, extra: Partial<LocalState> = {}) {
    history = h;
    $history.set(h);
    const local = $local.get();
    const treeKey = 'treeKey' in extra ? (extra.treeKey ?? null) : local.treeKey;
    const selection = 'selection' in extra ? (extra.selection ?? null) : local.selection;
    const where = placed(h.present, treeKey, selection);
    patch({ ...extra, bot: h.present, ...where, dirty: h.present !== clean });
  }

  async function load(): Promise<void> {
    const ticket = ++loads;
    patch({ status: 'loading', loadError: null });
    let bot: Bot;
    try {
      bot = await client.getBot(skill, opts.bot);
    } catch (e) {
      if (ticket !== loads) return;
      // spec 001 §8: a fetch failure reads errors.bad_authentication; a bot that is gone says so.
      const loadError = apiError(e)?.status === 404 ? 'errors.not_found' : 'errors.bad_authentication';
      patch({ status: 'error', loadError });
      return;
    }
    // The entry points only guard tree deletes: without them the bot can still be edited.
    const entryPoints = await client.entryPoints(skill).catch((): EntryPointLink[] => []);
    if (ticket !== loads) return;
    clean = bot;
    history = startHistory(bot);
    $history.set(history);
    patch({
      status: 'ready',
      bot,
      ...placed(bot, $local.get().treeKey, $local.get().selection),
      dirty: false,
      saved: false,
      saveError: null,
      invalid: false,
      refusal: null,
      warnings: [],
      entryPoints,
    });
  }

  async function save(): Promise<boolean> {
    const local = $local.get();
    if (!history || local.saving) return false;
    const present = history.present;
    // spec 001 §4: unreachable nodes are dropped; they go with the save, never one by one.
    const sent = pruneUnreachable(present);
    const problems = validateBot(sent, { channel });
    if (problems.length > 0) {
      patch({
        saveError: { title: 'error.Oups', text: null, fields: problemFields(problems) },
        invalid: true,
      });
      return false;
    }
    patch({ saving: true, saveError: null, invalid: false });
    try {
      const stored = await client.saveBot(skill, opts.bot, sent);
      clean = sent;
      // Adopt the stored bot only when nothing was edited during the call, so no edit is lost.
      if (history.present === present) {
        clean = stored;
        history = { ...history, present: stored };
        $history.set(history);
      }
      patch({ saving: false, saved: true });
      show(history);
      return true;
    } catch (e) {
      const error = apiError(e);
      patch({
        saving: false,
        saveError: {
          title: 'error.Oups',
          text: error?.general[0] ?? null,
          fields: { ...(error?.fields ?? {}) },
        },
      });
      return false;
    }
  }

  function apply(op: (bot: Bot) => OpResult): boolean {
    if (!history) return false;
    const result = op(history.present);
    if (!result.ok) {
      patch({
        refusal: {
          reason: result.reason,
          ...(result.entryPoints ? { entryPoints: result.entryPoints } : {}),
        },
      });
      return false;
    }
    const focus = result.focus;
    const trees = result.bot.channels[channel]?.trees ?? {};
    const target =
      focus === undefined
        ? {}
        : trees[focus]
          ? { treeKey: focus, selection: null }
          : result.bot.nodes[focus]
            ? { treeKey: treeOf(result.bot, channel, focus), selection: focus }
            : {};
    show(record(history, result.bot), {
      ...target,
      saved: false,
      refusal: null,
      warnings: result.warnings ?? [],
    });
    return true;
  }

  function undo(): void {
    if (!history || history.past.length === 0) return;
    show(historyUndo(history), { saved: false, refusal: null, warnings: [] });
  }

  function redo(): void {
    if (!history || history.future.length === 0) return;
    show(historyRedo(history), { saved: false, refusal: null, warnings: [] });
  }

  function select(node: string | null): void {
    const bot = $local.get().bot;
    if (node !== null && bot && !bot.nodes[node]) return;
    const tree = node !== null && bot ? treeOf(bot, channel, node) : null;
    patch({ selection: node, ...(tree ? { treeKey: tree } : {}) });
  }

  function openTree(treeKey: string): void {
    const bot = $local.get().bot;
    // Before the bot is loaded the wish is kept; load() opens it when the tree exists.
    if (bot && !bot.channels[channel]?.trees[treeKey]) return;
    const selection = $local.get().selection;
    const keep = bot && selection !== null && treeOf(bot, channel, selection) === treeKey;
    patch({ treeKey, selection: keep ? selection : null });
  }

  function copySelection(): void {
    const { bot, selection, treeKey } = $local.get();
    if (!bot) return;
    const root = selection ?? (treeKey ? bot.channels[channel]?.trees[treeKey]?.node : undefined);
    if (root === undefined || !bot.nodes[root]) return;
    $botClipboard.set(copyNodes(bot, root));
  }

  function pasteInto(parent: string): void {
    const clipboard = $botClipboard.get();
    if (!clipboard || clipboard.nodes.length === 0) {
      patch({ refusal: { reason: 'empty-clipboard' } });
      return;
    }
    apply((bot) => paste(bot, clipboard, parent, { channel, edition }));
  }

  function dismiss(): void {
    patch({ refusal: null, warnings: [], saveError: null, invalid: false });
  }

  return { $state, load, save, apply, undo, redo, select, openTree, copySelection, pasteInto, dismiss };
}
