import { Screen, useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';

/** Which content a screen lists or edits. */
export type ContentKind = 'faqs' | 'forms' | 'templates';

/** An account's FAQs, forms or templates: the list, or one item (`item`: `add` or its id). */
export function Content({
  kind,
}: {
  kind: ContentKind;
  account: number;
  version: number;
  item?: string;
}): ReactElement {
  const t = useT();
  return <Screen title={t(`webivr-content:${kind}.title`)}>{null}</Screen>;
}
