/**
 * The builder's state for one account and version: the menu, the account, the server's undo/redo
 * state, the selection and the clipboard. Every edit goes to the server, then the menu and the
 * snapshot state are read again: the server is the one source (its snapshots survive a reload).
 */
import {
  type ApiError,
  ApiRequestError,
  applyWebivrSnapshot,
  fetchWebivrAccount,
  fetchWebivrMenu,
  fetchWebivrSnapshotState,
  type HttpClient,
  type WebivrAccount,
  type WebivrMenu,
  type WebivrSnapshotState,
} from '@omnicanal/api';
import { atom, computed } from 'nanostores';
import { isReadOnly } from './builder.ts';

/** The builder's error: a catalogue code to translate, and the answer's fields when any. */
export type BuilderError = ApiError;

/** A node copied, to paste under or over another. */
export interface Clipboard {
  account: number;
  version: number;
  node: string;
  label: string;
}

const NO_SNAPSHOTS: WebivrSnapshotState = { has_next: false, has_previous: false, expires_at: null };

/** An error of one shape whatever was thrown (a network failure has no code: `network`). */
export function toBuilderError(error: unknown): BuilderError {
  if (error instanceof ApiRequestError) return error.error;
  return { status: 0, code: 'network', fields: {}, general: [] };
}

/**
 * The state of one account's version in the builder. `http` is the web IVR service's client;
 * `version` is the one shown (read-only unless it is the account's working version).
 */
export function createBuilderStore(http: HttpClient, account: number, version: number) {
  const $account = atom<WebivrAccount | null>(null);
  const $menu = atom<WebivrMenu | null>(null);
  const $snapshots = atom<WebivrSnapshotState>(NO_SNAPSHOTS);
  const $loadError = atom<BuilderError | null>(null);
  /** The last refused edit (move, add, delete, paste, undo): shown above the canvas. */
  const $editError = atom<BuilderError | null>(null);
  const $busy = atom(false);
  const $selection = atom<string | null>(null);
  const $clipboard = atom<Clipboard | null>(null);
  const $readOnly = computed($account, (a) => isReadOnly(a, version));

  async function refreshSnapshots(): Promise<void> {
    if (isReadOnly($account.get(), version)) return;
    $snapshots.set(await fetchWebivrSnapshotState(http, account).catch(() => NO_SNAPSHOTS));
  }

  async function reloadMenu(): Promise<void> {
    $menu.set(await fetchWebivrMenu(http, account, version));
  }

  /** Reads the account and the version's menu, then the undo/redo state of the working one. */
  async function load(): Promise<void> {
    $loadError.set(null);
    try {
      const [a, menu] = await Promise.all([
        fetchWebivrAccount(http, account),
        fetchWebivrMenu(http, account, version),
      ]);
      $account.set(a);
      $menu.set(menu);
      await refreshSnapshots();
    } catch (error) {
      $loadError.set(toBuilderError(error));
    }
  }

  /**
   * Runs one edit of the working version, then reads the menu and the snapshot state again. A
   * refusal lands in `$editError` (and is returned) and changes nothing here.
   */
  async function edit<T>(
    run: () => Promise<T>,
  ): Promise<{ ok: true; value: T } | { ok: false; error: BuilderError }> {
    $busy.set(true);
    $editError.set(null);
    try {
      const value = await run();
      await reloadMenu();
      await refreshSnapshots();
      return { ok: true, value };
    } catch (error) {
      const failure = toBuilderError(error);
      $editError.set(failure);
      return { ok: false, error: failure };
    } finally {
      $busy.set(false);
    }
  }

  /**
   * Undo (`previous`) or redo (`next`) through the server's snapshots. "Nothing to apply" means the
   * button was stale: the state is read again so it greys out, without an error shown.
   */
  async function applySnapshot(mode: 'previous' | 'next'): Promise<void> {
    const result = await edit(() => applyWebivrSnapshot(http, account, mode));
    if (!result.ok && /^no_(previous|next)_snapshot_found$/.test(result.error.code ?? '')) {
      $editError.set(null);
      $snapshots.set({
        ...$snapshots.get(),
        ...(mode === 'previous' ? { has_previous: false } : { has_next: false }),
      });
    }
  }

  return {
    account,
    version,
    http,
    $account,
    $menu,
    $snapshots,
    $loadError,
    $editError,
    $busy,
    $selection,
    $clipboard,
    $readOnly,
    load,
    reloadMenu,
    refreshSnapshots,
    edit,
    applySnapshot,
    select: (node: string | null) => $selection.set(node),
    clearEditError: () => $editError.set(null),
  };
}

/** What `createBuilderStore` returns. */
export type BuilderStore = ReturnType<typeof createBuilderStore>;
