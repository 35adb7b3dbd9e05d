import { type Bot, canDrop } from '@omnicanal/core/bot';
import { type OnNodeDrag, useReactFlow } from '@xyflow/react';
import { useCallback, useRef, useState } from 'react';
import { type BuilderStore, moveNode } from '../model/index.ts';
import type { CardNode, Marks } from './elements.ts';

interface DragMarks {
  drag: Marks['drag'];
  target: Marks['target'];
}

/**
 * Dragging a card onto another card moves the node there (spec 001 §4 drop rules). While dragging,
 * the card under the pointer is marked accepted or refused by `canDrop`; on release the move goes
 * through the store (a refusal shows its reason) and the card snaps back to the layout.
 */
export function useNodeDrag(store: BuilderStore, bot: Bot | null, channel: string) {
  const flow = useReactFlow<CardNode>();
  const [marks, setMarks] = useState<DragMarks>({ drag: null, target: null });
  const latest = useRef(marks);
  latest.current = marks;

  const targetAt = useCallback(
    (event: MouseEvent | TouchEvent, dragged: string): Marks['target'] => {
      const point = 'clientX' in event ? event : event.changedTouches[0];
      if (!point || !bot) return null;
      const at = flow.screenToFlowPosition({ x: point.clientX, y: point.clientY });
      const under = flow
        .getIntersectingNodes({ x: at.x, y: at.y, width: 1, height: 1 })
        .filter((n) => n.id !== dragged);
      const target = under[under.length - 1];
      if (!target) return null;
      const accepted = canDrop(bot, dragged, target.id, { mode: 'move', channel }).ok;
      return { key: target.id, accepted };
    },
    [flow, bot, channel],
  );

  const onNodeDrag: OnNodeDrag<CardNode> = useCallback(
    (event, node) => {
      const target = targetAt(event, node.id);
      const previous = latest.current.target;
      const same = previous?.key === target?.key && previous?.accepted === target?.accepted;
      setMarks({
        drag: { key: node.id, x: node.position.x, y: node.position.y },
        target: same ? previous : target,
      });
    },
    [targetAt],
  );

  const onNodeDragStop: OnNodeDrag<CardNode> = useCallback(
    (event, node) => {
      const target = targetAt(event, node.id);
      setMarks({ drag: null, target: null });
      if (target) store.apply((b) => moveNode(b, node.id, target.key, { channel }));
    },
    [targetAt, store, channel],
  );

  return { marks, onNodeDrag, onNodeDragStop };
}
