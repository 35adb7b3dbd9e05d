/** Finding trees: the tree a node belongs to and the tree a channel opens on. */
import type { Bot } from '@omnicanal/core/bot';

/** Tree key a node belongs to (walk parents up to a root), or null. */
export function treeOf(bot: Bot, channel: string, node: string): string | null {
  const roots = new Map(Object.values(bot.channels[channel]?.trees ?? {}).map((t) => [t.node, t.key]));
  const seen = new Set<string>();
  let current: string | null = node;
  // `seen` stops on a cycle in bad data instead of looping forever.
  while (current !== null && !seen.has(current)) {
    const tree = roots.get(current);
    if (tree !== undefined) return tree;
    seen.add(current);
    current = bot.nodes[current]?.parent ?? null;
  }
  return null;
}

/** The tree a channel opens on: its `init` tree, else its first tree, else null. */
export function defaultTree(bot: Bot, channel: string): string | null {
  const trees = Object.values(bot.channels[channel]?.trees ?? {});
  return (trees.find((t) => t.kind === 'init') ?? trees[0])?.key ?? null;
}

/**
 * Nodes of a channel's trees in reading order: tree by tree, each depth-first from its root in child
 * order, with the tree each belongs to. A node reached twice (bad data) is listed once.
 */
export function channelNodes(bot: Bot, channel: string): { node: string; tree: string }[] {
  const out: { node: string; tree: string }[] = [];
  const seen = new Set<string>();
  for (const tree of Object.values(bot.channels[channel]?.trees ?? {})) {
    const stack = [tree.node];
    while (stack.length > 0) {
      const key = stack.pop() as string;
      const node = bot.nodes[key];
      if (!node || seen.has(key)) continue;
      seen.add(key);
      out.push({ node: key, tree: tree.key });
      for (let i = node.childs.length - 1; i >= 0; i--) stack.push(node.childs[i] as string);
    }
  }
  return out;
}
