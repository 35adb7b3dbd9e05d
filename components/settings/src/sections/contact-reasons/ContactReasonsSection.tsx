import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import type { SectionProps } from '../props.ts';
import { reasonRoute } from './model/route.ts';
import { ReasonEditor } from './ReasonEditor.tsx';
import { ReasonList } from './ReasonList.tsx';

/**
 * `section="contact-reasons"` (spec 002 §2): the reasons an agent chooses from when closing a room.
 * Managers and above list, add, edit and delete them.
 */
export function ContactReasonsSection({ item }: SectionProps): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const route = reasonRoute(item);
  if (route.screen === 'list') return <ReasonList />;
  if (route.screen === 'missing')
    return (
      <Section title="settings:sections.contact-reasons">
        <p role="alert" className="settings-notice">
          {t('settings-content:reasons.missing')}
        </p>
        <button type="button" onClick={() => navigate('contact-reasons')}>
          {t('settings:back')}
        </button>
      </Section>
    );
  return <ReasonEditor key={item} id={route.screen === 'edit' ? route.id : undefined} />;
}
