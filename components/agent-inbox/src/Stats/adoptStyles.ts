const adopted = new WeakMap<ShadowRoot, Set<string>>();

/**
 * Adopts `css` into the shadow root holding `node`, once per root: a third-party sheet (uPlot's)
 * reaches the element's shadow DOM without an inline `<style>`.
 */
export function adoptStylesOnce(node: Node, css: string): void {
  const root = node.getRootNode();
  if (!(root instanceof ShadowRoot)) return;
  const done = adopted.get(root) ?? new Set<string>();
  if (done.has(css)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  done.add(css);
  adopted.set(root, done);
}
