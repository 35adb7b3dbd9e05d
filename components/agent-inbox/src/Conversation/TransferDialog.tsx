import { useStore } from '@nanostores/react';
import type { Room, User } from '@omnicanal/api';
import { errorMessage } from '@omnicanal/i18n';
import { ModalDialog, useT } from '@omnicanal/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { type TransferChoice, transferRoom } from '../model/actions.ts';
import { $directory, agentLabel, loadDirectory, transferAgents } from '../model/directory.ts';
import { useDialogAction } from './useDialogAction.ts';

export interface TransferDialogProps {
  room: Room;
  user: User | null;
  /** The transfer went through, to the skill or agent named. */
  onDone: (target: string) => void;
  onCancel: () => void;
  returnFocus?: () => HTMLElement | null;
}

/**
 * "Transfer the conversation" (spec 000 §4): to a skill or to an agent, one or the other; the
 * server's refusal (spec 000 §8, e.g. transfer_max_rooms_reached) shows in the dialog.
 */
export function TransferDialog({ room, user, onDone, onCancel, returnFocus }: TransferDialogProps) {
  const t = useT();
  const directory = useStore($directory);
  const [skill, setSkill] = useState('');
  const [agent, setAgent] = useState('');
  const { busy, error, setError, run } = useDialogAction();
  const skillId = useId();
  const agentId = useId();

  // The lists change rarely but do change: fetched again at each opening.
  useEffect(() => {
    loadDirectory().catch((failure: unknown) => setError(errorMessage(failure)));
  }, [setError]);

  const agents = transferAgents(directory.agents, room, user);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const target: TransferChoice | null = skill
      ? { skill: Number(skill) }
      : agent
        ? { to_agent: agent }
        : null;
    if (!target) {
      setError(t('common:errors.skill_or_agent_required'));
      return;
    }
    await run(async () => {
      await transferRoom(target);
      const named =
        'skill' in target
          ? directory.skills.find((s) => s.id === target.skill)?.name
          : agents.find((a) => a.uuid === target.to_agent);
      onDone(typeof named === 'object' ? agentLabel(named) : (named ?? ''));
    });
  };

  return (
    <ModalDialog
      title={t('inbox:transferDialog.title')}
      description={t('inbox:transferDialog.body')}
      onCancel={onCancel}
      returnFocus={returnFocus}
      actions={
        <>
          <button type="button" onClick={onCancel}>
            {t('inbox:transferDialog.cancel')}
          </button>
          <button type="submit" form={`${skillId}-form`} className="primary" disabled={busy}>
            {t('inbox:transferDialog.confirm')}
          </button>
        </>
      }
    >
      <form id={`${skillId}-form`} className="transfer-form" onSubmit={(e) => void submit(e)}>
        <label htmlFor={skillId}>{t('inbox:transferDialog.skill')}</label>
        <select
          id={skillId}
          data-autofocus
          value={skill}
          onChange={(e) => {
            setSkill(e.currentTarget.value);
            if (e.currentTarget.value) setAgent('');
          }}
        >
          <option value="">{t('inbox:transferDialog.none')}</option>
          {directory.skills.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.name}
            </option>
          ))}
        </select>
        <label htmlFor={agentId}>{t('inbox:transferDialog.agent')}</label>
        <select
          id={agentId}
          value={agent}
          onChange={(e) => {
            setAgent(e.currentTarget.value);
            if (e.currentTarget.value) setSkill('');
          }}
        >
          <option value="">{t('inbox:transferDialog.none')}</option>
          {agents.map((a) => (
            <option key={a.uuid} value={a.uuid}>
              {a.pause ? t('inbox:transferDialog.paused', { name: agentLabel(a) }) : agentLabel(a)}
            </option>
          ))}
        </select>
        {error ? (
          <p className="error-text" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </ModalDialog>
  );
}
