import { useT } from '@omnicanal/ui';
import { type ReactElement, type ReactNode, useId } from 'react';

export interface ScreenProps {
  /** Translation key of the heading. */
  title: string;
  children: ReactNode;
}

/** The card every screen of `<oc-auth>` sits in: a titled region, the heading as its name. */
export function Screen({ title, children }: ScreenProps): ReactElement {
  const t = useT();
  const id = useId();
  return (
    <section className="card" part="form" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} part="title">
        {t(title)}
      </h1>
      {children}
    </section>
  );
}

/** A status sentence (loading, success) announced politely by screen readers. */
export function Status({ children }: { children: ReactNode }): ReactElement {
  return (
    <p role="status" className="status">
      {children}
    </p>
  );
}

/** An error sentence outside a form, announced at once. */
export function Alert({ children }: { children: ReactNode }): ReactElement {
  return (
    <div role="alert" className="alert error-text">
      <p>{children}</p>
    </div>
  );
}
