import { useT } from '@omnicanal/ui';
import type { MouseEvent, ReactElement } from 'react';
import { paths } from '../model/views.ts';
import { useGo } from './useGo.ts';

/** Which content a screen lists or edits. */
export type ContentKind = 'faqs' | 'forms' | 'templates';

const KINDS: readonly ContentKind[] = ['faqs', 'forms', 'templates'];

/**
 * The links above the builder's content screens: back to the canvas, then FAQs, forms and
 * templates, the current one marked. Real links (a new tab works); a plain click asks the console
 * with `oc-navigate`.
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
  const follow = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(path);
  };
  const link = (path: string, label: string, here = false) => (
    <a
      key={path}
      href={path}
      aria-current={here ? 'page' : undefined}
      onClick={(event) => follow(event, path)}
    >
      {label}
    </a>
  );
  return (
    <nav className="content-nav" aria-label={t('webivr-content:nav.label')}>
      {link(paths.builder(version, account), t('webivr-content:nav.builder'))}
      {KINDS.map((kind) =>
        link(paths.content(version, account, kind), t(`webivr-content:${kind}.title`), kind === current),
      )}
    </nav>
  );
}
