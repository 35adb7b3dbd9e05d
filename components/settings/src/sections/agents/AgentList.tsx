import { useStore } from '@nanostores/react';
import type { AgentDetails, SettingsPage, Skill } from '@omnicanal/api';
import { type Flash, takeFlash } from '@omnicanal/element';
import { $user, api } from '@omnicanal/stores';
import { RowMenu, type RowMenuItem, useT } from '@omnicanal/ui';
import { type ReactElement, useEffect, useState } from 'react';
import { ConfirmDialog } from '../../ConfirmDialog.tsx';
import { type ListColumn, ListView } from '../../list/ListView.tsx';
import { useSettingsList } from '../../list/useSettingsList.ts';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import { ListNotices } from '../../shared/ListNotices.tsx';
import { AgentStatus } from './AgentStatus.tsx';
import { agentRights } from './model/rights.ts';

const load = (params: Record<string, string>, signal: AbortSignal) =>
  api('core').get<SettingsPage<AgentDetails>>('/settings/agents/', { query: params, signal });

const fullName = (agent: AgentDetails) => `${agent.first_name} ${agent.last_name}`.trim() || agent.email;

/** An action that asks first: deleting the user, or ending their sessions. */
type Pending = { kind: 'delete' | 'logout'; agent: AgentDetails } | null;

/**
 * The company's users (spec 002 §2, §4): name, email, role, status in words, skills; searched,
 * sorted and paged. Each row offers what the viewer may do on it: edit, resend the invitation,
 * pause or resume, log out, delete (the last two after a confirmation).
 */
export function AgentList(): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const viewer = useStore($user);
  const list = useSettingsList(load, 'name');
  const [skills, setSkills] = useState<ReadonlyMap<number, string>>(new Map());
  const [note, setNote] = useState<Flash | null>(takeFlash);
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    api('core')
      .get<Skill[]>('/skills/')
      .then(
        (answer) => live && setSkills(new Map(answer.map((skill) => [skill.id, skill.name]))),
        // Without the names the column stays empty; the list itself is still worth showing.
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, []);

  /** Runs one row action: its outcome replaces the previous sentence, success or failure. */
  const act = async (run: () => Promise<unknown>, done: Flash, after: () => void = list.reload) => {
    setBusy(true);
    setNote(null);
    setFailure(null);
    try {
      await run();
      setNote(done);
      after();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const pause = (agent: AgentDetails) =>
    act(() => api('agents').post('/agents/pause', { agent: agent.uuid, pause: !agent.pause }), {
      key: agent.pause ? 'settings-agents:done.resumed' : 'settings-agents:done.paused',
      values: { name: fullName(agent) },
    });
  const resend = (agent: AgentDetails) =>
    act(() => api('core').put(`/agents/${agent.id}/`), {
      key: 'settings-agents:done.resent',
      values: { email: agent.email },
    });
  const confirm = () => {
    if (!pending) return;
    const { kind, agent } = pending;
    const values = { name: fullName(agent) };
    if (kind === 'delete')
      void act(
        () => api('core').delete(`/agents/${agent.id}/`),
        { key: 'settings-agents:done.deleted', values },
        () => list.removed(1),
      );
    else
      void act(() => api('core').post(`/settings/agents/${agent.id}/logout`), {
        key: 'settings-agents:done.logged_out',
        values,
      });
  };

  const invite = (
    <button type="button" className="primary" onClick={() => navigate('agents', 'add')}>
      {t('settings-agents:invite')}
    </button>
  );
  const columns: ListColumn<AgentDetails>[] = [
    { field: 'name', label: 'settings-agents:fields.name', sortable: true, cell: fullName },
    { field: 'email', label: 'settings-agents:fields.email', sortable: true, cell: (agent) => agent.email },
    {
      field: 'user_role',
      label: 'settings-agents:fields.user_role',
      sortable: true,
      cell: (agent) => t(`settings-agents:roles.${agent.user_role}`),
    },
    {
      field: 'status',
      label: 'settings-agents:fields.status',
      sortable: true,
      cell: (agent) => <AgentStatus status={agent.status} invited={agent.invitation_pending} />,
    },
    {
      field: 'skills',
      label: 'settings-agents:fields.skills',
      cell: (agent) =>
        agent.skills.length === 0
          ? t('settings-agents:no_skill')
          : agent.skills
              .map((skill) => skills.get(skill.id))
              .filter(Boolean)
              .join(', '),
    },
  ];

  return (
    <Section title="settings:sections.agents" intro="settings-agents:intro" actions={invite}>
      <ListNotices flash={note} failure={failure} />
      <ListView
        caption="settings-agents:caption"
        list={list}
        columns={columns}
        rowKey={(agent) => agent.id}
        searchLabel="settings-agents:search"
        empty="settings-agents:empty"
        emptyAction={invite}
        actions={(agent) => {
          const rights = viewer ? agentRights({ id: viewer.id, role: viewer.user_role }, agent) : null;
          if (!rights?.edit) return null;
          const name = fullName(agent);
          // Destructive ones last; while an action runs, another waits for it.
          const when = (go: () => void) => () => {
            if (!busy) go();
          };
          const items: RowMenuItem[] = [
            { label: t('settings:edit'), onSelect: () => navigate('agents', agent.uuid) },
            ...(rights.resend
              ? [{ label: t('settings-agents:resend'), onSelect: when(() => void resend(agent)) }]
              : []),
            ...(rights.pause
              ? [
                  {
                    label: t(agent.pause ? 'settings-agents:resume' : 'settings-agents:pause'),
                    onSelect: when(() => void pause(agent)),
                  },
                ]
              : []),
            ...(rights.logout
              ? [
                  {
                    label: t('settings-agents:logout'),
                    onSelect: when(() => setPending({ kind: 'logout', agent })),
                  },
                ]
              : []),
            ...(rights.delete
              ? [
                  {
                    label: t('settings:delete'),
                    danger: true,
                    onSelect: when(() => setPending({ kind: 'delete', agent })),
                  },
                ]
              : []),
          ];
          return (
            <RowMenu
              label={t('settings-agents:actions.label')}
              name={t('settings-agents:actions.menu', { name })}
              items={items}
            />
          );
        }}
      />
      {pending ? (
        <ConfirmDialog
          title={`settings-agents:confirm_${pending.kind}.title`}
          description={`settings-agents:confirm_${pending.kind}.description`}
          values={{ name: fullName(pending.agent) }}
          confirm={pending.kind === 'delete' ? 'settings:delete' : 'settings-agents:logout'}
          danger
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </Section>
  );
}
