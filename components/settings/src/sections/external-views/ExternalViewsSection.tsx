import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { Section } from '../../Section.tsx';
import type { SectionProps } from '../props.ts';

/** `section="external-views"`. */
export function ExternalViewsSection(_props: SectionProps): ReactElement {
  const t = useT();
  return (
    <Section title="settings:sections.external-views">
      <p role="status">{t('settings:not_available')}</p>
    </Section>
  );
}
