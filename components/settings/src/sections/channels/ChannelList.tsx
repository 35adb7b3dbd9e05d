import { useStore } from '@nanostores/react';
import { type Channel, deleteChannel, fetchChannels } from '@omnicanal/api';
import { hasRank } from '@omnicanal/core';
import { type Flash, takeFlash, useResource } from '@omnicanal/element';
import { $config, $user, api } from '@omnicanal/stores';
import { RowMenu, useT } from '@omnicanal/ui';
import { type ReactElement, useId, useState } from 'react';
import { ConfirmDialog } from '../../ConfirmDialog.tsx';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import { ListNotices } from '../../shared/ListNotices.tsx';
import { ResourceState } from '../../shared/ResourceState.tsx';
import { expiredLogin, LoginExpired } from './LoginExpired.tsx';
import { listItem } from './model/route.ts';
import { channelsShown } from './model/status.ts';
import { StatusBadge } from './StatusBadge.tsx';

interface Loaded {
  list: Awaited<ReturnType<typeof fetchChannels>>;
  skills: { id: number; name: string }[];
}

/**
 * The company's channels (spec 002 §4): kind and name, skill, status with its detail; edit and
 * delete in each row's menu; a filter by skill; and the kinds one may add, each with its status.
 */
export function ChannelList({
  skill,
  kind,
}: {
  skill: number | null;
  kind: Channel['kind'] | null;
}): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const filterId = useId();
  const user = useStore($user);
  const { edition } = useStore($config);
  // Spec 000 §2: adding and changing need an admin of the self-hosted edition.
  const canChange = edition !== 'hosted' && !!user && hasRank(user.user_role, 'admin');
  const [flash, setFlash] = useState<Flash | null>(takeFlash);
  const [deleting, setDeleting] = useState<Channel | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const loaded = useResource<Loaded>(async (signal) => {
    const [list, skills] = await Promise.all([
      fetchChannels(api('core')),
      api('core').get<{ id: number; name: string }[]>('/skills/', { signal }),
    ]);
    return { list, skills };
  }, 'channels');

  const remove = async (channel: Channel) => {
    setBusy(true);
    setFailure(null);
    try {
      await deleteChannel(api('core'), channel.id);
      setFlash({ key: 'settings-channels:deleted', values: { name: channel.name } });
      loaded.reload();
    } catch (error) {
      setFailure(error);
    } finally {
      setDeleting(null);
      setBusy(false);
    }
  };
  const kindName = (k: Channel['kind']) => t(`settings-channels:kinds.${k}`);
  const skillName = (data: Loaded, id: number | null) =>
    id === null ? t('settings-channels:no_skill') : (data.skills.find((s) => s.id === id)?.name ?? `#${id}`);

  return (
    <Section title="settings:sections.channels" intro="settings-channels:intro">
      <ListNotices flash={flash} failure={failure} />
      <ResourceState resource={loaded}>
        {(data) => {
          const shown = channelsShown(data.list.channels, skill, kind);
          const expired = canChange ? expiredLogin(data.list.channels) : null;
          return (
            <>
              {expired ? <LoginExpired channel={expired} /> : null}
              <div className="list-search">
                <label htmlFor={filterId}>{t('settings-channels:filter_skill')}</label>
                <select
                  id={filterId}
                  value={skill === null ? '' : String(skill)}
                  onChange={(event) =>
                    navigate('channels', listItem(event.target.value ? Number(event.target.value) : null))
                  }
                >
                  <option value="">{t('settings-channels:every_skill')}</option>
                  {data.skills.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </div>
              {shown.length === 0 ? (
                <div className="list-empty">
                  <p role="status">{t('settings-channels:empty')}</p>
                </div>
              ) : (
                <div className="list list-table">
                  <table>
                    <caption>{t('settings-channels:caption')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('settings-channels:column.channel')}</th>
                        <th scope="col">{t('settings-channels:column.skill')}</th>
                        <th scope="col">{t('settings-channels:column.status')}</th>
                        {canChange ? (
                          <th scope="col">
                            <span className="visually-hidden">{t('settings:list.actions')}</span>
                          </th>
                        ) : null}
                      </tr>
                    </thead>
                    <tbody>
                      {shown.map((c) => (
                        <tr key={c.id}>
                          <td>
                            <span className="channel-kind">{kindName(c.kind)}</span> {c.name}
                          </td>
                          <td>{skillName(data, c.skill)}</td>
                          <td>
                            <StatusBadge status={c.status} detail={c.status_detail} />
                          </td>
                          {canChange ? (
                            <td className="row-actions">
                              <RowMenu
                                label={t('settings-channels:actions')}
                                name={t('settings-channels:actions_for', { name: c.name })}
                                items={[
                                  {
                                    label: t('settings:edit'),
                                    onSelect: () => navigate('channels', `edit/${c.kind}/${c.uuid}`),
                                  },
                                  {
                                    label: t('settings:delete'),
                                    danger: true,
                                    onSelect: () => {
                                      setFlash(null);
                                      setDeleting(c);
                                    },
                                  },
                                ]}
                              />
                            </td>
                          ) : null}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              <h2 className="channel-kinds-title">{t('settings-channels:kinds_title')}</h2>
              <ul className="channel-kinds">
                {data.list.kinds.map((k) => (
                  <li key={k.kind} className="settings-card">
                    <h3>{kindName(k.kind)}</h3>
                    <StatusBadge status={k.status} detail={null} />
                    {canChange ? (
                      <button
                        type="button"
                        aria-label={t('settings-channels:add_named', { name: kindName(k.kind) })}
                        onClick={() => navigate('channels', `add/${k.kind}`)}
                      >
                        {t('settings-channels:add')}
                      </button>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </ResourceState>
      {deleting ? (
        <ConfirmDialog
          title="settings-channels:delete_title"
          description="settings-channels:delete_description"
          values={{ name: deleting.name }}
          confirm="settings:delete"
          danger
          busy={busy}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </Section>
  );
}
