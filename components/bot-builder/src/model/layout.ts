/**
 * Top-down tidy layout of one tree of a bot: children in `childs` order side by side, each subtree
 * in its own column band so no two subtrees overlap, each parent centred over its children. Two
 * passes over the nodes (widths bottom-up, positions top-down), both iterative, so a deep or large
 * tree (thousands of nodes) lays out in a few milliseconds without recursion limits.
 */
import type { Bot } from '@omnicanal/core/bot';

/** Size of a node card in flow units. */
export interface NodeSize {
  width: number;
  height: number;
}

/** Top-left corner of a node's card. */
export interface PlacedNode {
  key: string;
  x: number;
  y: number;
}

export interface TreeLayout {
  /** Root first, then depth-first in `childs` order. */
  nodes: PlacedNode[];
  edges: { source: string; target: string }[];
}

/** Card size when none is given. */
export const DEFAULT_NODE_SIZE: NodeSize = { width: 240, height: 88 };
/** Horizontal gap between sibling subtrees and vertical gap between levels. */
export const GAP_X = 32;
export const GAP_Y = 56;

/**
 * Lays out the tree rooted at `treeRootKey`. `sizes` gives a card size per node key (default
 * {@link DEFAULT_NODE_SIZE}). A node reached twice (bad data) is placed once, under its first parent.
 */
export function layoutTree(
  bot: Bot,
  treeRootKey: string,
  sizes: Readonly<Record<string, NodeSize>> = {},
): TreeLayout {
  if (!bot.nodes[treeRootKey]) return { nodes: [], edges: [] };
  const size = (key: string) => sizes[key] ?? DEFAULT_NODE_SIZE;

  // Pre-order walk: the visiting order, each node's kept children and depth.
  const order: string[] = [];
  const kids = new Map<string, string[]>();
  const depth = new Map<string, number>([[treeRootKey, 0]]);
  const stack = [treeRootKey];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    order.push(key);
    const level = (depth.get(key) ?? 0) + 1;
    const own: string[] = [];
    for (const c of bot.nodes[key]?.childs ?? []) {
      if (!bot.nodes[c] || depth.has(c)) continue;
      depth.set(c, level);
      own.push(c);
    }
    kids.set(key, own);
    for (let i = own.length - 1; i >= 0; i--) stack.push(own[i] as string);
  }

  // Bottom-up: width of each subtree's band (its card, or its children's bands side by side) and
  // where the node's centre sits in its band: over the middle of its first and last child's centres.
  const band = new Map<string, number>();
  const centreIn = new Map<string, number>();
  const bandStarts = (own: string[], width: number): number[] => {
    let used = GAP_X * Math.max(0, own.length - 1);
    for (const c of own) used += band.get(c) ?? 0;
    let cursor = (width - used) / 2;
    return own.map((c) => {
      const at = cursor;
      cursor += (band.get(c) ?? 0) + GAP_X;
      return at;
    });
  };
  for (let i = order.length - 1; i >= 0; i--) {
    const key = order[i] as string;
    const own = kids.get(key) ?? [];
    let sum = GAP_X * Math.max(0, own.length - 1);
    for (const c of own) sum += band.get(c) ?? 0;
    const width = Math.max(size(key).width, sum);
    band.set(key, width);
    const half = size(key).width / 2;
    if (own.length === 0) {
      centreIn.set(key, width / 2);
      continue;
    }
    const starts = bandStarts(own, width);
    const first = (starts[0] ?? 0) + (centreIn.get(own[0] as string) ?? 0);
    const last = (starts[own.length - 1] ?? 0) + (centreIn.get(own[own.length - 1] as string) ?? 0);
    // Kept inside its own band (only cards of unequal widths could push it out), so bands stay disjoint.
    centreIn.set(key, Math.min(Math.max((first + last) / 2, half), width - half));
  }

  // Each level's row is as tall as its tallest card.
  const rowHeight: number[] = [];
  for (const key of order) {
    const d = depth.get(key) ?? 0;
    rowHeight[d] = Math.max(rowHeight[d] ?? 0, size(key).height);
  }
  const rowTop: number[] = [0];
  for (let d = 1; d < rowHeight.length; d++) {
    rowTop[d] = (rowTop[d - 1] ?? 0) + (rowHeight[d - 1] ?? 0) + GAP_Y;
  }

  // Top-down: a band starts at `left`; its children share it side by side.
  const left = new Map<string, number>([[treeRootKey, 0]]);
  const nodes: PlacedNode[] = [];
  const edges: TreeLayout['edges'] = [];
  for (const key of order) {
    const start = left.get(key) ?? 0;
    const own = kids.get(key) ?? [];
    const starts = bandStarts(own, band.get(key) ?? 0);
    own.forEach((c, i) => {
      left.set(c, start + (starts[i] ?? 0));
      edges.push({ source: key, target: c });
    });
    const x = start + (centreIn.get(key) ?? 0) - size(key).width / 2;
    nodes.push({ key, x, y: rowTop[depth.get(key) ?? 0] ?? 0 });
  }
  return { nodes, edges };
}
