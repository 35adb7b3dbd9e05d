/**
 * A colour token as a canvas (uPlot, a chart) needs it: `rgb(…)`, computed where `node` is, since a
 * canvas reads neither var() nor light-dark(). A probe inside `node` takes the token as its colour,
 * so the answer follows the colour scheme and any value a partner set on the page.
 */
export function resolvedColor(node: Element, token: string, fallback: string): string {
  const probe = node.ownerDocument.createElement('span');
  probe.hidden = true;
  probe.style.color = `var(${token}, ${fallback})`;
  node.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color || fallback;
}
