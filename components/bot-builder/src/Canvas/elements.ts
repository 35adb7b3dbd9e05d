/**
 * The xyflow nodes and edges of the open tree, derived from the bot and its layout. Flow nodes are
 * reused (same object) while their bot node, position and marks are unchanged, so xyflow re-renders
 * only the cards that changed: panning or selecting in a 1,000-node tree stays cheap.
 */
import type { Bot, BotNode } from '@omnicanal/core/bot';
import { type Edge, type Node, type NodeHandle, Position } from '@xyflow/react';
import { DEFAULT_NODE_SIZE, type TreeLayout } from '../model/layout.ts';

/** What a card shows. */
export interface CardData extends Record<string, unknown> {
  node: BotNode;
  /** The node may get a child (its "Ajouter une action sous …" button shows). */
  canAdd: boolean;
  /** While a node is dragged over this one: would it be accepted here? */
  drop: 'accepted' | 'refused' | null;
  menuOpen: boolean;
}

export type CardNode = Node<CardData, 'card'>;

/** Per-node marks that change without the bot changing. */
export interface Marks {
  selection: string | null;
  menuFor: string | null;
  drag: { key: string; x: number; y: number } | null;
  target: { key: string; accepted: boolean } | null;
}

export const CARD_TYPE = 'card';

const { width: W, height: H } = DEFAULT_NODE_SIZE;
/**
 * Cards have a fixed size and their handles fixed places, given to xyflow up front: it then never
 * needs to measure a card, so with `onlyRenderVisibleElements` the cards off screen are never
 * rendered (an unmeasured node is always rendered once), and edges to them still draw.
 */
const MEASURED = { width: W, height: H };
const HANDLES: NodeHandle[] = [
  { type: 'target', position: Position.Top, x: W / 2, y: 0, width: 1, height: 1 },
  { type: 'source', position: Position.Bottom, x: W / 2, y: H, width: 1, height: 1 },
];

/** Base flow nodes of a layout; `cache` keeps the previous objects to reuse by key. */
export function layoutNodes(
  bot: Bot,
  layout: TreeLayout,
  canAdd: (node: BotNode) => boolean,
  cache: Map<string, CardNode>,
): CardNode[] {
  const next = layout.nodes.map((p) => {
    const node = bot.nodes[p.key] as BotNode;
    const add = canAdd(node);
    const old = cache.get(p.key);
    if (
      old &&
      old.data.node === node &&
      old.data.canAdd === add &&
      old.position.x === p.x &&
      old.position.y === p.y
    ) {
      return old;
    }
    const fresh: CardNode = {
      id: p.key,
      type: CARD_TYPE,
      position: { x: p.x, y: p.y },
      width: W,
      height: H,
      measured: MEASURED,
      handles: HANDLES,
      data: { node, canAdd: add, drop: null, menuOpen: false },
    };
    return fresh;
  });
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
    const drop = target?.key === n.id ? (target.accepted ? 'accepted' : 'refused') : null;
    const dragged = drag?.key === n.id;
    if (!selected && !menuOpen && !drop && !dragged) return n;
    return {
      ...n,
      selected,
      ...(dragged && drag ? { position: { x: drag.x, y: drag.y } } : {}),
      ...(drop ? { className: `oc-drop-${drop}` } : {}),
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
