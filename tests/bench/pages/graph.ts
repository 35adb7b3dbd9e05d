/** The graph handed from the builder page to the bare page: same nodes, places, viewport and size. */
export interface BenchGraph {
  nodes: { id: string; x: number; y: number; label: string }[];
  edges: { source: string; target: string }[];
  viewport: { x: number; y: number; zoom: number } | null;
  /** Size of the builder's canvas in CSS pixels; null: the whole window. */
  size: { width: number; height: number } | null;
}
