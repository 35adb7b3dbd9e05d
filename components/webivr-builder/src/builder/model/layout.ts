/**
 * Top-down tidy layout of one tree of a web IVR version: children in `position` order side by side,
 * each subtree in its own column band so no two overlap, each parent centred over its children. Two
 * iterative passes (band widths bottom-up, places top-down), so 2,000 nodes lay out in a few
 * milliseconds without recursion limits, and the same menu always gets the same places.
 */

/** What the layout reads of a node. */
export interface LaidNode {
  id: string;
  tree: string;
  parent: string | null;
  position: number;
}

/** Top-left corner of a node's card, in flow units. */
export interface PlacedNode {
  id: string;
  x: number;
  y: number;
}

/** Where each node of a tree goes, and its edges. */
export interface TreeLayout {
  /** Root first, then depth-first in position order. */
  nodes: PlacedNode[];
  edges: { source: string; target: string }[];
}

/** Every card has this size: xyflow never measures a card, so off-screen ones are never drawn. */
export const CARD = { width: 220, height: 72 } as const;
/** Gap between sibling subtrees, and between levels. */
export const GAP_X = 24;
export const GAP_Y = 56;

const byPosition = (a: LaidNode, b: LaidNode) => a.position - b.position || (a.id < b.id ? -1 : 1);

/**
 * The places of the nodes of `tree`. Its root is its parentless node of lowest position; others
 * at the top (bad data) follow as further roots, side by side. A node reached twice is placed once.
 */
export function layoutTree(nodes: readonly LaidNode[], tree: string): TreeLayout {
  const own = nodes.filter((node) => node.tree === tree);
  const children = new Map<string, LaidNode[]>();
  const roots: LaidNode[] = [];
  const ids = new Set(own.map((node) => node.id));
  for (const node of own) {
    if (node.parent === null || !ids.has(node.parent)) {
      roots.push(node);
      continue;
    }
    const list = children.get(node.parent) ?? [];
    list.push(node);
    children.set(node.parent, list);
  }
  roots.sort(byPosition);
  for (const list of children.values()) list.sort(byPosition);

  // Pre-order walk from each root: visiting order, kept children and depth.
  const order: string[] = [];
  const kids = new Map<string, string[]>();
  const depth = new Map<string, number>();
  for (const root of roots) {
    if (depth.has(root.id)) continue;
    depth.set(root.id, 0);
    const stack = [root.id];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      order.push(id);
      const level = (depth.get(id) ?? 0) + 1;
      const kept: string[] = [];
      for (const child of children.get(id) ?? []) {
        if (depth.has(child.id)) continue;
        depth.set(child.id, level);
        kept.push(child.id);
      }
      kids.set(id, kept);
      for (let i = kept.length - 1; i >= 0; i--) stack.push(kept[i] as string);
    }
  }

  // Bottom-up: each subtree's band width and where its node's centre sits in it.
  const band = new Map<string, number>();
  const centre = new Map<string, number>();
  const starts = (list: readonly string[], width: number): number[] => {
    let used = GAP_X * Math.max(0, list.length - 1);
    for (const id of list) used += band.get(id) ?? 0;
    let cursor = (width - used) / 2;
    return list.map((id) => {
      const at = cursor;
      cursor += (band.get(id) ?? 0) + GAP_X;
      return at;
    });
  };
  for (let i = order.length - 1; i >= 0; i--) {
    const id = order[i] as string;
    const list = kids.get(id) ?? [];
    let sum = GAP_X * Math.max(0, list.length - 1);
    for (const child of list) sum += band.get(child) ?? 0;
    const width = Math.max(CARD.width, sum);
    band.set(id, width);
    if (list.length === 0) {
      centre.set(id, width / 2);
      continue;
    }
    const at = starts(list, width);
    const first = (at[0] ?? 0) + (centre.get(list[0] as string) ?? 0);
    const last = (at[list.length - 1] ?? 0) + (centre.get(list[list.length - 1] as string) ?? 0);
    centre.set(id, (first + last) / 2);
  }

  // Top-down: each band starts at `left`; roots side by side.
  const left = new Map<string, number>();
  let cursor = 0;
  for (const id of order) {
    if (depth.get(id) !== 0) continue;
    left.set(id, cursor);
    cursor += (band.get(id) ?? 0) + GAP_X;
  }
  const placed: PlacedNode[] = [];
  const edges: TreeLayout['edges'] = [];
  for (const id of order) {
    const start = left.get(id) ?? 0;
    const list = kids.get(id) ?? [];
    const at = starts(list, band.get(id) ?? 0);
    list.forEach((child, i) => {
      left.set(child, start + (at[i] ?? 0));
      edges.push({ source: id, target: child });
    });
    placed.push({
      id,
      x: start + (centre.get(id) ?? 0) - CARD.width / 2,
      y: (depth.get(id) ?? 0) * (CARD.height + GAP_Y),
    });
  }
  return { nodes: placed, edges };
}
