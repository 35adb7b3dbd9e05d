import panelsCss from './panels.css?inline';

/** Stylesheet of the side panels; the element adds it to its `styles` (with the form kit's `FORM_CSS`). */
export const PANELS_CSS: string = panelsCss;
export { LintPanel, type LintPanelProps } from './LintPanel.tsx';
export { NodePanel, type NodePanelProps } from './NodePanel.tsx';
export { SearchBox, type SearchBoxProps } from './SearchBox.tsx';
export { TestPanel, type TestPanelProps } from './TestPanel.tsx';
