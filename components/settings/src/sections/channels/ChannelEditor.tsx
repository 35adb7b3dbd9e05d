import { type Channel, fetchChannels, type SigninKind, saveChannel } from '@omnicanal/api';
import type { ChannelKind } from '@omnicanal/core';
import { leaveFlash, useResource } from '@omnicanal/element';
import { api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import { EditForm } from '../../shared/EditForm.tsx';
import { ResourceState } from '../../shared/ResourceState.tsx';
import { InboundAddress } from './InboundAddress.tsx';
import { channelDescriptor, onChannelFields, toChannelInput } from './model/channel-form.ts';
import { signinFor } from './model/signin.ts';
import { SigninButton } from './SigninButton.tsx';

interface Loaded {
  channel: Channel | null;
  skills: { id: number; name: string }[];
}

/**
 * The form of a new (`uuid` undefined) or stored channel of `kind`. The web kind has no form of its
 * own: its settings are the skill's web chat settings, linked from here. Once a channel on the
 * local provider is saved, its inbound address is shown; otherwise the list comes back.
 */
export function ChannelEditor({ kind, uuid }: { kind: ChannelKind; uuid?: string | null }): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const [saved, setSaved] = useState<Channel | null>(null);
  const adding = uuid === undefined;
  const loaded = useResource<Loaded>(
    async (signal) => {
      const [list, skills] = await Promise.all([
        adding ? null : fetchChannels(api('core')),
        api('core').get<{ id: number; name: string }[]>('/skills/', { signal }),
      ]);
      const channel =
        list?.channels.find((c) => c.kind === kind && (uuid === null || c.uuid === uuid)) ?? null;
      return { channel, skills };
    },
    `${kind}:${uuid ?? 'add'}`,
  );
  const kindName = t(`settings-channels:kinds.${kind}`);
  const title = adding ? 'settings-channels:add_title' : 'settings-channels:edit_title';
  const back = (
    <button type="button" onClick={() => navigate('channels')}>
      {t('settings:back')}
    </button>
  );
  return (
    <Section title={t(title, { kind: kindName })} actions={back}>
      <ResourceState resource={loaded}>
        {(data) => {
          if (!adding && !data.channel)
            return (
              <p role="alert" className="settings-notice">
                {t('settings-channels:missing')}
              </p>
            );
          if (kind === 'web') return <WebKind skills={data.skills} channel={data.channel} />;
          if (saved) return <InboundAddress channel={saved} onDone={() => navigate('channels')} />;
          // Spec 002 §3: Facebook, Instagram and X accounts come from the provider's sign-in; a new
          // channel of theirs starts there, a stored one may connect again.
          const signin = signinFor(kind) ? (
            <SigninButton kind={kind as SigninKind} channel={data.channel?.id ?? null} />
          ) : null;
          // The full WhatsApp plan starts with Meta's embedded signup, then its business profile.
          const meta =
            kind === 'whatsapp' ? <SigninButton kind="whatsapp" channel={data.channel?.id ?? null} /> : null;
          if (signin && adding) return signin;
          return (
            <>
              {signin}
              {meta}
              <EditForm
                descriptor={channelDescriptor(kind, data.channel, data.skills, (key) => t(key))}
                label={t(title, { kind: kindName })}
                save={async (values) => {
                  let answer: Channel;
                  try {
                    answer = await saveChannel(
                      api('core'),
                      data.channel?.id ?? null,
                      toChannelInput(kind, values),
                    );
                  } catch (error) {
                    throw onChannelFields(error, (key) => t(key));
                  }
                  return () => {
                    if (answer.provider === 'local' && answer.inbound_url) setSaved(answer);
                    else {
                      leaveFlash({ key: 'settings:saved' });
                      navigate('channels');
                    }
                  };
                }}
              />
            </>
          );
        }}
      </ResourceState>
    </Section>
  );
}

/** Spec 002 §3: a web channel's settings are its skill's web chat settings; one place edits them. */
function WebKind({
  skills,
  channel,
}: {
  skills: { id: number; name: string }[];
  channel: Channel | null;
}): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const own = channel?.skill ?? null;
  const shown = own === null ? skills : skills.filter((s) => s.id === own);
  return (
    <div className="settings-card">
      <p>{t('settings-channels:web_intro')}</p>
      <ul>
        {shown.map((s) => (
          <li key={s.id}>
            <button type="button" onClick={() => navigate('skills', `${s.id}/live-chat`)}>
              {t('settings-channels:web_link', { skill: s.name })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
