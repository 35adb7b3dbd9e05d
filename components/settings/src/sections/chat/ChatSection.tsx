import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { Section } from '../../Section.tsx';
import type { SectionProps } from '../props.ts';

/** `section="chat"`. */
export function ChatSection(_props: SectionProps): ReactElement {
  const t = useT();
  return (
    <Section title="settings:sections.chat">
      <p role="status">{t('settings:not_available')}</p>
    </Section>
  );
}
