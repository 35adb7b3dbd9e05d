import { useT } from '@omnicanal/ui';
import { type ReactElement, type ReactNode, useId } from 'react';
import { ListNotices } from './ListNotices.tsx';

/**
 * A card of a settings screen below its main list: a titled region with its intro, the failure of
 * its last action said at once, then its content.
 */
export function SettingsCard({
  title,
  intro,
  failure,
  children,
}: {
  title: string;
  intro: string;
  failure: unknown;
  children: ReactNode;
}): ReactElement {
  const t = useT();
  const id = useId();
  return (
    <section className="settings-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t(title)}</h2>
      <p className="intro">{t(intro)}</p>
      <ListNotices failure={failure} />
      {children}
    </section>
  );
}
