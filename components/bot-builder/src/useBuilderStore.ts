import { useStore } from '@nanostores/react';
import type { Edition } from '@omnicanal/core';
import { useEffect, useMemo, useRef } from 'react';
import { builderClient } from './client-context.ts';
import { treePath, useBuilderEvents } from './events.ts';
import { type BuilderStore, createBuilderStore } from './model/index.ts';

export interface BuilderPlace {
  skill: string;
  bot: string;
  channel: string;
  /** Tree named by the `tree-uuid` attribute. */
  tree: string | null;
  edition: Edition;
}

/**
 * The store of one builder element: a new one per skill, bot and channel (loaded at once), the
 * `tree-uuid` attribute opening its tree, `oc-navigate` when the open tree changes, `oc-dirty-change`
 * and a `beforeunload` warning while changes are unsaved.
 */
export function useBuilderStore(place: BuilderPlace): BuilderStore {
  const { skill, bot, channel, tree, edition } = place;
  const emit = useBuilderEvents();
  const store = useMemo(
    () => createBuilderStore({ skill, bot, channel, edition, client: builderClient() }),
    [skill, bot, channel, edition],
  );
  const state = useStore(store.$state);

  useEffect(() => {
    void store.load();
  }, [store]);

  // Before the load the wish is kept by the store; once loaded, an attribute change opens the tree.
  const announced = useRef<string | null>(tree);
  useEffect(() => {
    if (!tree) return;
    // The host already shows this tree's URL: no navigation to announce.
    announced.current = tree;
    store.openTree(tree);
  }, [store, tree]);

  useEffect(() => {
    const open = state.treeKey;
    if (state.status !== 'ready' || !open || open === announced.current) return;
    announced.current = open;
    emit('oc-navigate', { path: treePath(skill, bot, channel, open) });
  }, [state.status, state.treeKey, skill, bot, channel, emit]);

  const wasDirty = useRef(false);
  useEffect(() => {
    if (state.dirty === wasDirty.current) return;
    wasDirty.current = state.dirty;
    emit('oc-dirty-change', { dirty: state.dirty });
  }, [state.dirty, emit]);

  useEffect(() => {
    if (!state.dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state.dirty]);

  return store;
}
