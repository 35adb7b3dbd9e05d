import { useStore } from '@nanostores/react';
import { ApiRequestError } from '@omnicanal/api';
import { ROLES } from '@omnicanal/core';
import { leaveFlash, useDirty } from '@omnicanal/element';
import { errorMessage } from '@omnicanal/i18n';
import { $user, api } from '@omnicanal/stores';
import { Form, useT } from '@omnicanal/ui';
import { type ReactElement, useEffect, useState } from 'react';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import {
  type AgentPayload,
  type AgentRecord,
  agentFormDescriptor,
  agentPayload,
} from './model/agent-form.ts';
import { agentRights, assignableRoles } from './model/rights.ts';
import { type AgentChoices, useAgentChoices } from './useAgentChoices.ts';

type Loaded =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; error: unknown }
  | { state: 'ready'; agent: AgentRecord };

/** The agent named by the path, as the server has it now. */
function useAgent(ref: string | undefined): [Loaded, () => void] {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [generation, setGeneration] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` asks again after a failure.
  useEffect(() => {
    if (!ref) return;
    let live = true;
    setLoaded({ state: 'loading' });
    api('core')
      .get<AgentRecord>(`/agents/${encodeURIComponent(ref)}/`)
      .then(
        (agent) => live && setLoaded({ state: 'ready', agent }),
        (error: unknown) => {
          if (!live) return;
          const missing = error instanceof ApiRequestError && error.error.status === 404;
          setLoaded(missing ? { state: 'missing' } : { state: 'failed', error });
        },
      );
    return () => {
      live = false;
    };
  }, [ref, generation]);
  return [loaded, () => setGeneration((n) => n + 1)];
}

/**
 * `add` (no `agentRef`): invite a user by email; the invitation is mailed and the list opens.
 * `{uuid}`: edit the user, their notification options included, and resend the invitation while
 * it is not accepted.
 */
export function AgentEditor({ agentRef }: { agentRef?: string }): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const choices = useAgentChoices();
  const [loaded, reload] = useAgent(agentRef);
  const title = agentRef ? 'settings-agents:edit_title' : 'settings-agents:invite_title';
  const back = (
    <button type="button" onClick={() => navigate('agents')}>
      {t('settings:back')}
    </button>
  );
  const failure = (error: unknown, retry: () => void) => (
    <div role="alert" className="list-error">
      <p>{errorMessage(error)}</p>
      <button type="button" onClick={retry}>
        {t('settings:list.retry')}
      </button>
    </div>
  );

  let body: ReactElement;
  if (choices.state === 'failed') body = failure(choices.error, choices.retry);
  else if (agentRef && loaded.state === 'missing')
    body = (
      <p role="alert" className="settings-notice">
        {t('settings-agents:missing')}
      </p>
    );
  else if (agentRef && loaded.state === 'failed') body = failure(loaded.error, reload);
  else if (choices.state === 'loading' || (agentRef && loaded.state !== 'ready'))
    body = <p role="status">{t('settings:list.loading')}</p>;
  else
    body = (
      <AgentFormScreen
        // The customer may arrive after the form: allowing sub-accounts then adds their field.
        key={choices.subaccounts === null ? 'without-subaccounts' : 'with-subaccounts'}
        choices={choices}
        agent={loaded.state === 'ready' && agentRef ? loaded.agent : undefined}
      />
    );
  return (
    <Section title={title} actions={back}>
      {body}
    </Section>
  );
}

/** The form itself, once what it offers and the agent edited are known. */
function AgentFormScreen({ choices, agent }: { choices: AgentChoices; agent?: AgentRecord }): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const viewer = useStore($user);
  const dirty = useDirty();
  const [note, setNote] = useState<string>('');
  const [failure, setFailure] = useState<unknown>(null);
  const rights = viewer && agent ? agentRights({ id: viewer.id, role: viewer.user_role }, agent) : null;
  const self = Boolean(viewer && agent && viewer.id === agent.id);
  // Built once: the form keeps what is typed from then on (see `Form`).
  const [descriptor] = useState(() =>
    agentFormDescriptor({
      roles: assignableRoles(viewer?.user_role ?? 'agent', ROLES).map((role) => ({
        value: role,
        text: t(`settings-agents:roles.${role}`),
      })),
      skills: choices.skills,
      groups: choices.groups,
      subaccounts: choices.subaccounts,
      agent,
      self,
      notificationText: (list, option) => t(`settings-agents:notifications.${list}.${option}`),
    }),
  );

  if (agent && !rights?.edit)
    return (
      <p role="alert" className="settings-notice">
        {t('settings-agents:not_yours')}
      </p>
    );

  const submit = async (values: Parameters<typeof agentPayload>[0]) => {
    setNote('');
    const payload: AgentPayload = agentPayload(values, agent);
    if (!agent) {
      const created = await api('core').post<AgentRecord>('/agents/', payload);
      dirty.clean();
      leaveFlash({ key: 'settings-agents:done.invited', values: { email: created.email } });
      navigate('agents');
      return;
    }
    await api('core').post<AgentRecord>(`/agents/${agent.id}/`, payload);
    dirty.clean();
    setNote(t('settings:saved'));
  };

  const resend = async () => {
    if (!agent) return;
    setNote('');
    setFailure(null);
    try {
      await api('core').put(`/agents/${agent.id}/`);
      setNote(t('settings-agents:done.resent', { email: agent.email }));
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <>
      {agent && rights?.resend ? (
        <div className="section-actions">
          <p>{t('settings-agents:invitation_pending')}</p>
          <button type="button" onClick={() => void resend()}>
            {t('settings-agents:resend')}
          </button>
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="list-error">
          {errorMessage(failure)}
        </p>
      ) : null}
      <div onInput={dirty.mark} onChange={dirty.mark}>
        <Form
          descriptor={descriptor}
          label={agent ? 'settings-agents:edit_title' : 'settings-agents:invite_title'}
          submitLabel={agent ? 'settings:save' : 'settings-agents:send_invitation'}
          onSubmit={submit}
        />
      </div>
      <p role="status" className="settings-saved">
        {note}
      </p>
    </>
  );
}
