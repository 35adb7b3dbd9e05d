/**
 * Constructed stylesheets, one per distinct CSS text for the whole page: a hundred rows of the same
 * element share one sheet, and a strict CSP needs no inline <style>.
 */
const sheets = new Map<string, CSSStyleSheet>();

export function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  const wanted = cssTexts.map(sheetFor);
  const current = root.adoptedStyleSheets;
  if (current.length === wanted.length && current.every((s, i) => s === wanted[i])) return;
  root.adoptedStyleSheets = wanted;
}
