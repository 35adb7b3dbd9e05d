import { useStore } from '@nanostores/react';
import { createWebivrNode, moveWebivrNode, type WebivrNode } from '@omnicanal/api';
import { invalidNodes, type WebivrAction } from '@omnicanal/core/webivr';
import { useT } from '@omnicanal/ui';
import {
  Background,
  Controls,
  type OnNodeDrag,
  ReactFlow,
  type ReactFlowState,
  useStore as useFlowStore,
  useReactFlow,
} from '@xyflow/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AddMenu } from './AddMenu.tsx';
import {
  CARD_TYPE,
  type CardNode,
  layoutEdges,
  layoutNodes,
  type Marks,
  markedNodes,
} from './canvas-elements.ts';
import { nodeName, useBuilder } from './context.ts';
import { addableKinds, dropProblem } from './model/builder.ts';
import { CARD, layoutTree } from './model/layout.ts';
import { type CardActions, CardActionsContext, FAR_BELOW, FarContext, NodeCard } from './NodeCard.tsx';

const NODE_TYPES = { [CARD_TYPE]: NodeCard };
/** Above this many nodes only the cards on screen are drawn. */
const VISIBLE_ONLY_FROM = 300;
/** Up to this many nodes a tree is fitted on screen when opened; beyond, it opens on its root. */
const FIT_UP_TO = 60;
const FIT_OPTIONS = { padding: 0.15, maxZoom: 1, minZoom: 0.4 } as const;
/** Read on every pan frame: a boolean, so the canvas re-renders only when the zoom crosses it. */
const isFar = (s: ReactFlowState) => s.transform[2] < FAR_BELOW;

interface Menu {
  id: string;
  anchor: HTMLElement;
  at: { left: number; top: number };
}

/**
 * The shown tree as a diagram: cards parent above children, pan and zoom, a click selects, a card
 * dropped on another moves its branch there when core's rules allow it (a refusal says why and
 * calls nothing), "+" adds a node of a kind allowed there. Read-only versions only pan and select.
 */
export function Canvas({ tree }: { tree: string }) {
  const t = useT();
  const { store, role, services, selectNode } = useBuilder();
  const menu = useStore(store.$menu);
  const selection = useStore(store.$selection);
  const readOnly = useStore(store.$readOnly);
  const flow = useReactFlow<CardNode>();
  const far = useFlowStore(isFar);
  const frame = useRef<HTMLElement>(null);
  const [addFor, setAddFor] = useState<Menu | null>(null);
  const [drag, setDrag] = useState<Pick<Marks, 'drag' | 'target'>>({ drag: null, target: null });
  const [refusal, setRefusal] = useState<string | null>(null);

  const all = menu?.nodes ?? [];
  const byId = useMemo(() => new Map(all.map((n) => [n.id, n])), [all]);
  const invalid = useMemo(() => new Set(invalidNodes(all).map((n) => n.id)), [all]);
  const layout = useMemo(() => layoutTree(all, tree), [all, tree]);
  const cache = useRef(new Map<string, CardNode>());
  const canAdd = useCallback(
    (node: WebivrNode) => !readOnly && addableKinds(node, role, services).length > 0,
    [readOnly, role, services],
  );
  const base = useMemo(
    () => layoutNodes(layout, byId, invalid, canAdd, cache.current),
    [layout, byId, invalid, canAdd],
  );
  const edges = useMemo(() => layoutEdges(layout), [layout]);
  const nodes = useMemo(
    () => markedNodes(base, { selection, menuFor: addFor?.id ?? null, ...drag }),
    [base, selection, addFor, drag],
  );

  const actions = useMemo<CardActions>(
    () => ({
      select: (id) => selectNode(id),
      openAdd: (id, anchor) => {
        const box = frame.current?.getBoundingClientRect();
        const rect = anchor.getBoundingClientRect();
        setAddFor({
          id,
          anchor,
          at: { left: rect.left - (box?.left ?? 0), top: rect.bottom - (box?.top ?? 0) + 4 },
        });
      },
    }),
    [selectNode],
  );

  const closeAdd = useCallback((restoreFocus: boolean) => {
    setAddFor((open) => {
      if (restoreFocus && open?.anchor.isConnected) open.anchor.focus();
      return null;
    });
  }, []);

  const add = async (kind: string) => {
    const parent = addFor ? byId.get(addFor.id) : undefined;
    closeAdd(false);
    if (!parent) return;
    const made = await store.edit(() =>
      createWebivrNode(store.http, store.account, {
        tree,
        parent: parent.id,
        action: kind as WebivrAction,
        label: '',
        validated: false,
        data: {},
      } as Parameters<typeof createWebivrNode>[2]),
    );
    if (made.ok) selectNode(made.value.id, tree);
  };

  const targetAt = useCallback(
    (event: MouseEvent | TouchEvent, dragged: string): Marks['target'] => {
      const point = 'clientX' in event ? event : event.changedTouches[0];
      if (!point) return null;
      const at = flow.screenToFlowPosition({ x: point.clientX, y: point.clientY });
      const under = flow
        .getIntersectingNodes({ x: at.x, y: at.y, width: 1, height: 1 })
        .filter((n) => n.id !== dragged);
      const target = under[under.length - 1];
      if (!target) return null;
      return { id: target.id, accepted: dropProblem(byId, dragged, target.id) === null };
    },
    [flow, byId],
  );

  const onNodeDrag: OnNodeDrag<CardNode> = useCallback(
    (event, node) => {
      const target = targetAt(event, node.id);
      setDrag((old) => ({
        drag: { id: node.id, x: node.position.x, y: node.position.y },
        target:
          old.target?.id === target?.id && old.target?.accepted === target?.accepted ? old.target : target,
      }));
    },
    [targetAt],
  );

  const onNodeDragStop: OnNodeDrag<CardNode> = useCallback(
    (event, node) => {
      const target = targetAt(event, node.id);
      setDrag({ drag: null, target: null });
      if (!target) return;
      const problem = dropProblem(byId, node.id, target.id);
      if (problem) {
        setRefusal(t(`webivr-builder:move.${problem}`));
        return;
      }
      setRefusal(null);
      const position = all.filter((n) => n.parent === target.id).length;
      void store.edit(() =>
        moveWebivrNode(store.http, store.account, { node_id: node.id, parent_id: target.id, position }),
      );
    },
    [targetAt, all, byId, store, t],
  );

  const ariaLabels = useMemo(
    () => ({
      'controls.ariaLabel': t('webivr-builder:canvas.controls'),
      'controls.zoomIn.ariaLabel': t('webivr-builder:canvas.zoom_in'),
      'controls.zoomOut.ariaLabel': t('webivr-builder:canvas.zoom_out'),
      'controls.fitView.ariaLabel': t('webivr-builder:canvas.fit_view'),
      'node.a11yDescription.default': t('webivr-builder:canvas.node_help'),
      'node.a11yDescription.keyboardDisabled': t('webivr-builder:canvas.node_help'),
    }),
    [t],
  );

  // A small tree is shown whole when opened and after each structural edit; a large one opens on
  // its root and then stays where the user put it.
  const framed = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-framed on a new tree or a new node count only
  useEffect(() => {
    const opened = framed.current !== tree;
    framed.current = tree;
    const root = layout.nodes[0];
    if (layout.nodes.length <= FIT_UP_TO) void flow.fitView(FIT_OPTIONS);
    else if (opened && root) void flow.setCenter(root.x + CARD.width / 2, root.y + 200, { zoom: 1 });
  }, [tree, layout.nodes.length]);

  // The selected node is brought on screen when it is not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view follows the selection, not each edit
  useEffect(() => {
    const placed = selection ? layout.nodes.find((n) => n.id === selection) : undefined;
    const box = frame.current?.getBoundingClientRect();
    if (!placed || !box) return;
    const { x, y, zoom } = flow.getViewport();
    const left = placed.x * zoom + x;
    const top = placed.y * zoom + y;
    if (
      left >= 0 &&
      top >= 0 &&
      left + CARD.width * zoom <= box.width &&
      top + CARD.height * zoom <= box.height
    )
      return;
    void flow.setCenter(placed.x + CARD.width / 2, placed.y + CARD.height / 2, { zoom, duration: 200 });
  }, [selection]);

  const parent = addFor ? byId.get(addFor.id) : undefined;
  return (
    <CardActionsContext.Provider value={actions}>
      <FarContext.Provider value={far}>
        {refusal && (
          <p role="alert" className="wb-refusal">
            {refusal}{' '}
            <button type="button" onClick={() => setRefusal(null)}>
              {t('webivr-builder:dismiss')}
            </button>
          </p>
        )}
        <section className="wb-flow" ref={frame} aria-label={t('webivr-builder:canvas.label')}>
          <ReactFlow<CardNode>
            nodes={nodes}
            edges={edges}
            nodeTypes={NODE_TYPES}
            onNodeDrag={onNodeDrag}
            onNodeDragStop={onNodeDragStop}
            nodesDraggable={!readOnly}
            onlyRenderVisibleElements={nodes.length > VISIBLE_ONLY_FROM}
            nodesConnectable={false}
            nodesFocusable={false}
            edgesFocusable={false}
            elementsSelectable={false}
            disableKeyboardA11y
            deleteKeyCode={null}
            selectionKeyCode={null}
            multiSelectionKeyCode={null}
            ariaLabelConfig={ariaLabels}
            minZoom={0.1}
            maxZoom={2}
          >
            {/* Zoomed out, its dots would be a few pixels apart: repainted on every pan frame for nothing. */}
            {!far && <Background />}
            <Controls showInteractive={false} position="top-left" />
          </ReactFlow>
          {addFor && parent && (
            <AddMenu
              kinds={addableKinds(parent, role, services)}
              at={addFor.at}
              onPick={(kind) => void add(kind)}
              onClose={closeAdd}
            />
          )}
        </section>
        <p className="visually-hidden" aria-live="polite">
          {parent ? t('webivr-builder:canvas.adding_under', { node: nodeName(t, parent) }) : ''}
        </p>
      </FarContext.Provider>
    </CardActionsContext.Provider>
  );
}
