import { percent } from '@omnicanal/core';

/** A move between two steps of a flow, counted. */
export interface FlowLink {
  source: string;
  target: string;
  value: number;
}

/**
 * The links a sankey can draw: a flow with loops (a visitor going back to the menu) has no
 * left-to-right order, so the heaviest links are kept first and a link that would close a loop is
 * set aside (listed under the chart, not lost).
 */
export function acyclicLinks(links: readonly FlowLink[]): { kept: FlowLink[]; loops: FlowLink[] } {
  const next = new Map<string, string[]>();
  const reaches = (from: string, to: string): boolean => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length) {
      const node = stack.pop() as string;
      if (node === to) return true;
      if (seen.has(node)) continue;
      seen.add(node);
      stack.push(...(next.get(node) ?? []));
    }
    return false;
  };
  const kept: FlowLink[] = [];
  const loops: FlowLink[] = [];
  const ordered = [...links].sort(
    (a, b) => b.value - a.value || a.source.localeCompare(b.source) || a.target.localeCompare(b.target),
  );
  for (const link of ordered) {
    if (link.source === link.target || reaches(link.target, link.source)) {
      loops.push(link);
      continue;
    }
    kept.push(link);
    next.set(link.source, [...(next.get(link.source) ?? []), link.target]);
  }
  return { kept, loops };
}

/** The share of a step's visitors a link carries, in percent with 2 decimals. */
export function outShare(link: FlowLink, links: readonly FlowLink[]): number {
  const out = links.filter((l) => l.source === link.source).reduce((sum, l) => sum + l.value, 0);
  return percent(link.value, out);
}
