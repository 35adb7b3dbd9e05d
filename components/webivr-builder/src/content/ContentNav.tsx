import { AreaNav, useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { paths } from '../model/views.ts';
import { useGo } from './useGo.ts';

/** Which content a screen lists or edits. */
export type ContentKind = 'faqs' | 'forms' | 'templates';

const KINDS: readonly ContentKind[] = ['faqs', 'forms', 'templates'];

/**
 * The links above the builder's content screens: back to the canvas, then FAQs, forms and
 * templates, the current one marked (the kit's area nav; the way back stands apart).
 */
export function ContentNav({
  current,
  account,
  version,
}: {
  current: ContentKind;
  account: number;
  version: number;
}): ReactElement {
  const t = useT();
  const go = useGo();
  return (
    <div className="content-nav">
      <AreaNav
        label={t('webivr-content:nav.label')}
        links={[
          { path: paths.builder(version, account), label: t('webivr-content:nav.builder') },
          ...KINDS.map((kind) => ({
            path: paths.content(version, account, kind),
            label: t(`webivr-content:${kind}.title`),
          })),
        ]}
        current={paths.content(version, account, current)}
        onNavigate={go}
      />
    </div>
  );
}
