import { useStore } from '@nanostores/react';
import type { GuestWidget } from '@omnicanal/api';
import { $locale } from '@omnicanal/stores';
import { createElement, type ReactElement, useEffect, useId, useRef, useState } from 'react';

/** The visitor widget's tag, rendered by name: components never import one another. */
const TAG = 'oc-web-chat';

export interface WebChatPreviewProps {
  /** The configuration to draw, as `GET /guests/widget` answers it (see `previewWidget`). */
  widget: GuestWidget;
  /** The preview's heading, translated. */
  label: string;
  /** What the area says when the page has no `<oc-web-chat>` (a partner embedding settings alone). */
  unavailable: string;
}

/**
 * A live preview of the visitor widget beside a settings form: `<oc-web-chat>` with its `preview`
 * property set, drawn inside a frame that stands for the customer's page. The host shell loads the
 * widget's registration on the routes that show such a form; until the tag is defined (or when it
 * never is) the frame says so.
 */
export function WebChatPreview({ widget, label, unavailable }: WebChatPreviewProps): ReactElement {
  // The widget speaks the console's language, as the visitor would see it in that language.
  const locale = useStore($locale);
  const [defined, setDefined] = useState(() => customElements.get(TAG) !== undefined);
  const heading = useId();
  const element = useRef<HTMLElement & { preview?: GuestWidget | null }>(null);
  useEffect(() => {
    if (defined) return;
    let live = true;
    void customElements.whenDefined(TAG).then(() => live && setDefined(true));
    return () => {
      live = false;
    };
  }, [defined]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the element appears once the tag is defined
  useEffect(() => {
    if (element.current) element.current.preview = widget;
  }, [widget, defined]);
  return (
    <section className="wc-preview" aria-labelledby={heading}>
      <h3 id={heading} className="wc-preview-title">
        {label}
      </h3>
      <div className="wc-preview-stage">
        {defined ? (
          createElement(TAG, { ref: element, locale })
        ) : (
          <p className="wc-preview-unavailable">{unavailable}</p>
        )}
      </div>
    </section>
  );
}
