import { Screen, useT } from '@omnicanal/ui';
import type { ReactElement, ReactNode } from 'react';

export interface SectionProps {
  /** Translation key of the heading. */
  title: string;
  /** Translation key of the sentence under the heading, if any. */
  intro?: string;
  /** Buttons of the screen (Add…), at the right of the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A settings screen: the kit's screen, given translation keys. */
export function Section({ title, intro, actions, children }: SectionProps): ReactElement {
  const t = useT();
  return (
    <Screen title={t(title)} intro={intro ? t(intro) : undefined} actions={actions}>
      {children}
    </Screen>
  );
}
