import type { Bot } from '@omnicanal/core/bot';

/** Keys of the nodes of a subtree, root first, depth-first in child order. */
export function subtreeKeys(bot: Bot, root: string): string[] {
  const keys: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const node = bot.nodes[key];
    // A broken or cyclic bot must not hang the panel: each node is visited once.
    if (!node || seen.has(key)) return;
    seen.add(key);
    keys.push(key);
    for (const child of node.childs) visit(child);
  };
  visit(root);
  return keys;
}

/** Nodes of the open tree `node` may be moved under: every node but itself and its descendants. */
export function moveTargets(bot: Bot, channel: string, treeKey: string | null, node: string): string[] {
  const tree = treeKey ? bot.channels[channel]?.trees[treeKey] : undefined;
  if (!tree) return [];
  const own = new Set(subtreeKeys(bot, node));
  return subtreeKeys(bot, tree.node).filter((key) => !own.has(key));
}
