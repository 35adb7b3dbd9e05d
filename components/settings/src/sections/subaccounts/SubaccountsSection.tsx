import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { Section } from '../../Section.tsx';
import type { SectionProps } from '../props.ts';

/** `section="subaccounts"`. */
export function SubaccountsSection(_props: SectionProps): ReactElement {
  const t = useT();
  return (
    <Section title="settings:sections.subaccounts">
      <p role="status">{t('settings:not_available')}</p>
    </Section>
  );
}
