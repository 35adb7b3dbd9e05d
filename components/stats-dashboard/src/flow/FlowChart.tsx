import { sankey, sankeyLinkHorizontal } from 'd3-sankey';
import { type ReactElement, useMemo } from 'react';
import type { FlowLink } from '../model/flow.ts';

export interface FlowChartProps {
  nodes: readonly { id: string; label: string }[];
  /** Links without loops (see `acyclicLinks`). */
  links: readonly FlowLink[];
  /** The figure's accessible name, already translated. */
  label: string;
  /** A link's tooltip, already translated ("Menu → FAQ : 12"). */
  linkTitle: (link: FlowLink) => string;
}

const WIDTH = 960;
const NODE_WIDTH = 12;

interface LaidNode {
  id: string;
  label: string;
  x0?: number;
  x1?: number;
  y0?: number;
  y1?: number;
  value?: number;
}

/**
 * The paths visitors took as a sankey (d3-sankey's layout, drawn in SVG): steps as bars whose
 * height is how many went through, moves as bands as wide as how many took them. It scales to
 * its box; each band and bar says its figures on hover.
 */
export default function FlowChart({ nodes, links, label, linkTitle }: FlowChartProps): ReactElement {
  const height = Math.max(240, Math.min(720, nodes.length * 36));
  const graph = useMemo(() => {
    const used = new Set(links.flatMap((l) => [l.source, l.target]));
    const layout = sankey<LaidNode, FlowLink>()
      .nodeId((node) => node.id)
      .nodeWidth(NODE_WIDTH)
      .nodePadding(14)
      .extent([
        [1, 8],
        [WIDTH - 1, height - 8],
      ]);
    return layout({
      nodes: nodes.filter((node) => used.has(node.id)).map((node) => ({ ...node })),
      links: links.map((link) => ({ ...link })),
    });
  }, [nodes, links, height]);
  const path = sankeyLinkHorizontal();
  return (
    <svg className="flow-chart" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={label}>
      <g className="flow-links">
        {graph.links.map((link) => {
          const source = link.source as LaidNode;
          const target = link.target as LaidNode;
          return (
            <path
              key={`${source.id}>${target.id}`}
              d={path(link) ?? ''}
              strokeWidth={Math.max(1, link.width ?? 1)}
            >
              <title>{linkTitle({ source: source.id, target: target.id, value: link.value })}</title>
            </path>
          );
        })}
      </g>
      <g className="flow-nodes">
        {graph.nodes.map((node) => {
          const x0 = node.x0 ?? 0;
          const y0 = node.y0 ?? 0;
          const h = Math.max(1, (node.y1 ?? 0) - y0);
          const left = x0 < WIDTH / 2;
          return (
            <g key={node.id}>
              <rect x={x0} y={y0} width={NODE_WIDTH} height={h}>
                <title>{`${node.label} : ${node.value ?? 0}`}</title>
              </rect>
              <text
                x={left ? x0 + NODE_WIDTH + 6 : x0 - 6}
                y={y0 + h / 2}
                dy="0.35em"
                textAnchor={left ? 'start' : 'end'}
              >
                {node.label}
              </text>
            </g>
          );
        })}
      </g>
    </svg>
  );
}
