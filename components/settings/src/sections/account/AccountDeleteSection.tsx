import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { Section } from '../../Section.tsx';
import type { SectionProps } from '../props.ts';

/** `section="account-delete"`. */
export function AccountDeleteSection(_props: SectionProps): ReactElement {
  const t = useT();
  return (
    <Section title="settings:sections.account-delete">
      <p role="status">{t('settings:not_available')}</p>
    </Section>
  );
}
