import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { Section } from '../../Section.tsx';
import type { SectionProps } from '../props.ts';

/** `section="contact-reasons"`. */
export function ContactReasonsSection(_props: SectionProps): ReactElement {
  const t = useT();
  return (
    <Section title="settings:sections.contact-reasons">
      <p role="status">{t('settings:not_available')}</p>
    </Section>
  );
}
