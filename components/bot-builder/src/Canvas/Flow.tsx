import { useStore } from '@nanostores/react';
import type { Bot, NodeAction } from '@omnicanal/core/bot';
import { useT } from '@omnicanal/ui';
import {
  Background,
  Controls,
  MiniMap,
  ReactFlow,
  type ReactFlowState,
  useStore as useFlowStore,
  useReactFlow,
} from '@xyflow/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { addNode, type BuilderStore, childActions, type Viewer } from '../model/index.ts';
import { DEFAULT_NODE_SIZE, layoutTree } from '../model/layout.ts';
import { AddMenu } from './AddMenu.tsx';
import { type CanvasActions, CanvasContext, FAR_BELOW, FarContext } from './context.ts';
import { CARD_TYPE, type CardNode, layoutEdges, layoutNodes, markedNodes } from './elements.ts';
import { NodeCard } from './NodeCard.tsx';
import { useNodeDrag } from './useNodeDrag.ts';

/** Above this many nodes, only the cards on screen are rendered. */
const VISIBLE_ONLY_FROM = 300;
/** Up to this many nodes, opening a tree fits it on screen; beyond, it opens on its root. */
const FIT_UP_TO = 60;

const NODE_TYPES = { [CARD_TYPE]: NodeCard };

/** The controls and the mini map sit at the top: a fitted tree starts below them. */
const FIT_OPTIONS = {
  padding: { top: '170px', bottom: '32px', x: '24px' },
  maxZoom: 1,
  minZoom: 0.5,
} as const;

/** Read on every pan frame: a boolean, so the canvas re-renders only when the zoom crosses it. */
const isFar = (s: ReactFlowState) => s.transform[2] < FAR_BELOW;

interface FlowProps {
  store: BuilderStore;
  viewer: Viewer;
  bot: Bot;
  root: string;
}

interface Menu {
  key: string;
  anchor: HTMLElement;
  at: { left: number; top: number };
}

export function Flow({ store, viewer, bot, root }: FlowProps) {
  const t = useT();
  const { channel, selection } = useStore(store.$state);
  const flow = useReactFlow<CardNode>();
  const frame = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<Menu | null>(null);
  const { marks, onNodeDrag, onNodeDragStop } = useNodeDrag(store, bot, channel);
  const far = useFlowStore(isFar);

  const layout = useMemo(() => layoutTree(bot, root), [bot, root]);
  const cache = useRef(new Map<string, CardNode>());
  const base = useMemo(
    () =>
      layoutNodes(bot, layout, (n) => childActions(bot, n.key, channel, viewer).length > 0, cache.current),
    [bot, layout, channel, viewer],
  );
  const edges = useMemo(() => layoutEdges(layout), [layout]);
  const nodes = useMemo(
    () => markedNodes(base, { selection, menuFor: menu?.key ?? null, ...marks }),
    [base, selection, menu, marks],
  );

  const actions = useMemo<CanvasActions>(
    () => ({
      select: (key) => store.select(key),
      openMenu: (key, anchor) => {
        const box = frame.current?.getBoundingClientRect();
        const rect = anchor.getBoundingClientRect();
        setMenu({
          key,
          anchor,
          at: { left: rect.left - (box?.left ?? 0), top: rect.bottom - (box?.top ?? 0) + 4 },
        });
      },
    }),
    [store],
  );

  // xyflow's own controls, in the user's language.
  const ariaLabels = useMemo(
    () => ({
      'controls.ariaLabel': t('bot-builder:canvas.controls'),
      'controls.zoomIn.ariaLabel': t('bot-builder:canvas.zoom_in'),
      'controls.zoomOut.ariaLabel': t('bot-builder:canvas.zoom_out'),
      'controls.fitView.ariaLabel': t('bot-builder:canvas.fit_view'),
      'minimap.ariaLabel': t('bot-builder:canvas.minimap'),
      'node.a11yDescription.default': t('bot-builder:canvas.node_help'),
      'node.a11yDescription.keyboardDisabled': t('bot-builder:canvas.node_help'),
    }),
    [t],
  );

  const menuRef = useRef(menu);
  menuRef.current = menu;
  const closeMenu = useCallback((restoreFocus: boolean) => {
    const anchor = menuRef.current?.anchor;
    setMenu(null);
    if (restoreFocus && anchor?.isConnected) anchor.focus();
  }, []);
  const pick = (action: NodeAction) => {
    if (!menu) return;
    store.apply((b) => addNode(b, menu.key, action, { channel }));
    closeMenu(false);
  };

  // A small tree is shown whole (readable zoom at least) when opened and after each structural
  // edit; a large one opens on its root and then stays where the user put it.
  const framed = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-framed on a new tree or a new node count only
  useEffect(() => {
    const opened = framed.current !== root;
    framed.current = root;
    const at = layout.nodes[0];
    if (layout.nodes.length <= FIT_UP_TO) void flow.fitView(FIT_OPTIONS);
    else if (opened && at) void flow.setCenter(at.x + DEFAULT_NODE_SIZE.width / 2, at.y + 200, { zoom: 1 });
  }, [root, layout.nodes.length]);

  // The selected node is brought on screen when it is not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view follows the selection, not each edit
  useEffect(() => {
    const placed = selection ? layout.nodes.find((n) => n.key === selection) : undefined;
    const box = frame.current?.getBoundingClientRect();
    if (!placed || !box) return;
    const { x, y, zoom } = flow.getViewport();
    const left = placed.x * zoom + x;
    const top = placed.y * zoom + y;
    const { width, height } = DEFAULT_NODE_SIZE;
    if (left >= 0 && top >= 0 && left + width * zoom <= box.width && top + height * zoom <= box.height)
      return;
    void flow.setCenter(placed.x + width / 2, placed.y + height / 2, { zoom, duration: 200 });
  }, [selection]);

  return (
    <CanvasContext.Provider value={actions}>
      <FarContext.Provider value={far}>
        <div className="oc-flow" ref={frame}>
          <ReactFlow<CardNode>
            nodes={nodes}
            edges={edges}
            nodeTypes={NODE_TYPES}
            onNodeDrag={onNodeDrag}
            onNodeDragStop={onNodeDragStop}
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
            {/* Trees widen downwards: the top corners are where the overlays hide the fewest cards. */}
            <Controls showInteractive={false} position="top-left" />
            <MiniMap pannable zoomable position="top-right" />
          </ReactFlow>
          {menu && (
            <AddMenu
              actions={childActions(bot, menu.key, channel, viewer)}
              at={menu.at}
              onPick={pick}
              onClose={closeMenu}
            />
          )}
        </div>
      </FarContext.Provider>
    </CanvasContext.Provider>
  );
}
