import { useStore } from '@nanostores/react';
import { $config } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import type { SectionProps } from '../props.ts';
import { ChannelEditor } from './ChannelEditor.tsx';
import { ChannelList } from './ChannelList.tsx';
import { LoggedPage } from './LoggedPage.tsx';
import { channelsRoute } from './model/route.ts';

/**
 * `section="channels"` (spec 002 §1–§5, console path `/messaging`): the company's channels with
 * their statuses for managers; adding and changing one for admins of the self-hosted edition.
 */
export function ChannelsSection({ item }: SectionProps): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const { edition } = useStore($config);
  const route = channelsRoute(item);
  if (route.screen === 'list') return <ChannelList skill={route.skill} kind={route.kind} />;
  // Spec 000 §2: the hosted edition has no add or edit screens for channels.
  if (route.screen === 'missing' || edition === 'hosted')
    return (
      <Section title="settings:sections.channels">
        <p role="alert" className="settings-notice">
          {t('settings-channels:missing')}
        </p>
        <button type="button" onClick={() => navigate('channels')}>
          {t('settings:back')}
        </button>
      </Section>
    );
  // The provider's answer is in the page's own query (`/messaging/logged?provider=…&state=…&code=…`).
  if (route.screen === 'logged') return <LoggedPage search={window.location.search} />;
  return (
    <ChannelEditor key={item} kind={route.kind} uuid={route.screen === 'edit' ? route.uuid : undefined} />
  );
}
