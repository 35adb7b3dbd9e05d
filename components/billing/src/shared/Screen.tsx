import type { PaymentProviderName } from '@omnicanal/api';
import { useT } from '@omnicanal/ui';
import { type ReactElement, type ReactNode, useId } from 'react';

export interface ScreenProps {
  /** Translation key of the heading. */
  title: string;
  /** Translation key of the sentence under the heading. */
  intro?: string;
  /** The payment provider that is active, once known: the screen says which (ARCHITECTURE.md). */
  provider?: PaymentProviderName | null;
  /** Buttons at the right of the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One billing screen: a region named by its heading, which provider is active, then its content. */
export function Screen({ title, intro, provider, actions, children }: ScreenProps): ReactElement {
  const t = useT();
  const id = useId();
  return (
    <section className="screen" aria-labelledby={id}>
      <header className="screen-head">
        <h1 id={id}>{t(title)}</h1>
        {actions ? <div className="screen-actions">{actions}</div> : null}
      </header>
      {intro ? <p className="intro">{t(intro)}</p> : null}
      {provider ? (
        <p className={`provider provider-${provider}`} role="note">
          {t(`billing:provider.${provider}`)}
        </p>
      ) : null}
      {children}
    </section>
  );
}
