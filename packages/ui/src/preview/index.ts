import css from './preview.css?inline';

/** The rules of a form with its live preview (`.with-preview`) and of `WebChatPreview`. */
export const PREVIEW_CSS: string = css;
export { PREVIEW_APPEARANCE, previewWidget, type WidgetPart } from './preview-widget.ts';
export { WebChatPreview, type WebChatPreviewProps } from './WebChatPreview.tsx';
