import type { BuilderStore } from '../model/index.ts';

/** Opens the tree a node belongs to (when known and not open yet), then selects the node. */
export function showNode(store: BuilderStore, node: string, tree: string | null): void {
  if (tree && store.$state.get().treeKey !== tree) store.openTree(tree);
  store.select(node);
}
