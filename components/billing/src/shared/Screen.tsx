import type { PaymentProviderName } from '@omnicanal/api';
import { Screen as KitScreen, useT } from '@omnicanal/ui';
import type { ReactElement, ReactNode } from 'react';

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

/** One billing screen: the kit's screen, saying which payment provider is active. */
export function Screen({ title, intro, provider, actions, children }: ScreenProps): ReactElement {
  const t = useT();
  return (
    <KitScreen
      title={t(title)}
      intro={intro ? t(intro) : undefined}
      actions={actions}
      note={
        provider ? (
          <p className={`provider provider-${provider}`} role="note">
            {t(`billing:provider.${provider}`)}
          </p>
        ) : null
      }
    >
      {children}
    </KitScreen>
  );
}
