/**
 * The xyflow nodes and edges of the shown tree, from the menu and its layout. Flow nodes are reused
 * (same object) while their menu node, place and marks are unchanged, so xyflow re-renders only the
 * cards that changed: panning or selecting in a 2,000-node tree stays cheap.
 */
import type { WebivrNode } from '@omnicanal/api';
import { type Edge, type Node, type NodeHandle, Position } from '@xyflow/react';
import { CARD, type TreeLayout } from './model/layout.ts';

/** What a card shows. */
export interface CardData extends Record<string, unknown> {
  node: WebivrNode;
  /** It blocks a publish (unvalidated, or incomplete). */
  invalid: boolean;
  /** A child may be added under it (its "+" shows). */
  canAdd: boolean;
  /** While another node is dragged over it: would the move be accepted? */
  drop: 'accepted' | 'refused' | null;
  menuOpen: boolean;
}

/** A card as xyflow holds it. */
export type CardNode = Node<CardData, 'card'>;

/** The xyflow node type of every card. */
export const CARD_TYPE = 'card';

const MEASURED = { width: CARD.width, height: CARD.height };
const HANDLES: NodeHandle[] = [
  { type: 'target', position: Position.Top, x: CARD.width / 2, y: 0, width: 1, height: 1 },
  { type: 'source', position: Position.Bottom, x: CARD.width / 2, y: CARD.height, width: 1, height: 1 },
];

/** Per-node marks that change without the menu changing. */
export interface Marks {
  selection: string | null;
  menuFor: string | null;
  drag: { id: string; x: number; y: number } | null;
  target: { id: string; accepted: boolean } | null;
}

/** The base flow nodes of a layout; `cache` keeps the previous objects to reuse by id. */
export function layoutNodes(
  layout: TreeLayout,
  byId: ReadonlyMap<string, WebivrNode>,
  invalid: ReadonlySet<string>,
  canAdd: (node: WebivrNode) => boolean,
  cache: Map<string, CardNode>,
): CardNode[] {
  const next: CardNode[] = [];
  for (const placed of layout.nodes) {
    const node = byId.get(placed.id);
    if (!node) continue;
    const bad = invalid.has(node.id);
    const add = canAdd(node);
    const old = cache.get(node.id);
    if (
      old &&
      old.data.node === node &&
      old.data.invalid === bad &&
      old.data.canAdd === add &&
      old.position.x === placed.x &&
      old.position.y === placed.y
    ) {
      next.push(old);
      continue;
    }
    next.push({
      id: node.id,
      type: CARD_TYPE,
      position: { x: placed.x, y: placed.y },
      width: CARD.width,
      height: CARD.height,
      measured: MEASURED,
      handles: HANDLES,
      data: { node, invalid: bad, canAdd: add, drop: null, menuOpen: false },
    });
  }
  cache.clear();
  for (const n of next) cache.set(n.id, n);
  return next;
}

/** The base nodes with the marks applied; only marked nodes become new objects. */
export function markedNodes(base: CardNode[], marks: Marks): CardNode[] {
  const { selection, menuFor, drag, target } = marks;
  if (!selection && !menuFor && !drag && !target) return base;
  return base.map((n) => {
    const selected = n.id === selection;
    const menuOpen = n.id === menuFor;
    const drop = target?.id === n.id ? (target.accepted ? 'accepted' : 'refused') : null;
    const dragged = drag?.id === n.id;
    if (!selected && !menuOpen && !drop && !dragged) return n;
    return {
      ...n,
      selected,
      ...(dragged && drag ? { position: { x: drag.x, y: drag.y } } : {}),
      data: { ...n.data, drop, menuOpen },
    };
  });
}

/** Edges of a layout, parent to child. */
export function layoutEdges(layout: TreeLayout): Edge[] {
  return layout.edges.map((e) => ({
    id: `${e.source}>${e.target}`,
    source: e.source,
    target: e.target,
    type: 'smoothstep',
    focusable: false,
    selectable: false,
  }));
}
