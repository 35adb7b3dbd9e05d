import { useT } from '@omnicanal/ui';
import { type ReactElement, type ReactNode, useId } from 'react';

export interface SectionProps {
  /** Translation key of the heading. */
  title: string;
  /** Translation key of the sentence under the heading, if any. */
  intro?: string;
  /** Buttons of the screen (Add…), at the right of the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A settings screen: a region named by its heading, its buttons, then its content. */
export function Section({ title, intro, actions, children }: SectionProps): ReactElement {
  const t = useT();
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={id}>
      <header className="section-head">
        <h1 id={id}>{t(title)}</h1>
        {actions ? <div className="section-actions">{actions}</div> : null}
      </header>
      {intro ? <p className="intro">{t(intro)}</p> : null}
      {children}
    </section>
  );
}
