import { useT } from '@omnicanal/ui';
import { type ReactElement, type ReactNode, useId } from 'react';

export interface ScreenProps {
  /** The heading, already translated (it may name the audience). */
  title: string;
  /** Translation key of the sentence under the heading. */
  intro?: string;
  /** Buttons at the right of the heading (Add…). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One audience screen: a region named by its heading, its buttons, then its content. */
export function Screen({ title, intro, actions, children }: ScreenProps): ReactElement {
  const t = useT();
  const id = useId();
  return (
    <section className="screen" aria-labelledby={id}>
      <header className="screen-head">
        <h1 id={id}>{title}</h1>
        {actions ? <div className="screen-actions">{actions}</div> : null}
      </header>
      {intro ? <p className="intro">{t(intro)}</p> : null}
      {children}
    </section>
  );
}
