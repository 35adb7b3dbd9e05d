/**
 * The baseline: a bare @xyflow/react canvas of the same graph as the builder (same nodes at the same
 * places, same viewport), with default nodes and nothing else, so the ratios show what the builder
 * adds on top of the library.
 */
import '@xyflow/react/dist/style.css';
import {
  applyNodeChanges,
  type Edge,
  type Node,
  type NodeChange,
  ReactFlow,
  type ReactFlowInstance,
  ReactFlowProvider,
} from '@xyflow/react';
import { useCallback, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { BenchGraph } from './graph.ts';
import type { Rendered } from './probe.ts';
import './probe.ts';

declare global {
  interface Window {
    renderBare(graph: BenchGraph): Promise<Rendered>;
    unmountBare(): void;
    /** Moves the bare canvas to a viewport the builder showed; resolves with the nodes then drawn. */
    setBareViewport(viewport: { x: number; y: number; zoom: number }): Promise<number>;
  }
}

function Bare({ graph }: { graph: BenchGraph }) {
  const [nodes, setNodes] = useState<Node[]>(() =>
    graph.nodes.map((n) => ({ id: n.id, position: { x: n.x, y: n.y }, data: { label: n.label } })),
  );
  const [edges] = useState<Edge[]>(() =>
    graph.edges.map((e) => ({ id: `${e.source}-${e.target}`, source: e.source, target: e.target })),
  );
  // Controlled like the builder's canvas, so a drag goes through React state on every move.
  const onNodesChange = useCallback(
    (changes: NodeChange[]) => setNodes((ns) => applyNodeChanges(changes, ns)),
    [],
  );
  return (
    <ReactFlow
      nodes={nodes}
      edges={edges}
      onNodesChange={onNodesChange}
      onInit={(instance) => {
        flow = instance;
      }}
      {...(graph.viewport ? { defaultViewport: graph.viewport } : { fitView: true })}
    />
  );
}

let root: Root | null = null;
let flow: ReactFlowInstance | null = null;

window.setBareViewport = async (viewport) => {
  await flow?.setViewport(viewport);
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  return document.querySelectorAll('.react-flow__node').length;
};

window.unmountBare = () => {
  root?.unmount();
  root = null;
};

window.renderBare = (graph) => {
  const container = document.getElementById('root') as HTMLElement;
  if (graph.size) {
    container.style.width = `${graph.size.width}px`;
    container.style.height = `${graph.size.height}px`;
  }
  const t0 = performance.now();
  root = createRoot(container);
  root.render(
    <ReactFlowProvider>
      <Bare graph={graph} />
    </ReactFlowProvider>,
  );
  return window.benchProbe.waitRendered(() => container, t0);
};
