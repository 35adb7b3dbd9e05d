import { useStore } from '@nanostores/react';
import { useResource } from '@omnicanal/element';
import { $session, api } from '@omnicanal/stores';
import { ModalDialog, useT } from '@omnicanal/ui';
import { useEffect, useState } from 'react';
import { $closeFlow, watchCloseFlow } from '../model/closeFlow.ts';
import { ClosedRoomDialog } from './ClosedRoomDialog.tsx';
import { ContactReasonDialog } from './ContactReasonDialog.tsx';

export interface CloseDialogProps {
  /** The room's skill, whose satisfaction survey the agent may send with the close. */
  skill: number;
  /** `sendSurvey`: the agent asked for the skill's survey (one that is not sent at every close). */
  onConfirm: (sendSurvey: boolean) => void;
  onCancel: () => void;
  /** Where focus goes back after the dialog (default: what had focus when it opened). */
  returnFocus?: () => HTMLElement | null;
}

/** The skill's survey as the surveys service tells it; none when the offer has no surveys (404). */
async function skillSurvey(skill: number, signal: AbortSignal): Promise<SkillSurvey | null> {
  try {
    return await api('surveys').get<SkillSurvey>(`/skills/${skill}`, { signal });
  } catch {
    return null;
  }
}

interface SkillSurvey {
  survey: number | null;
  force_send: boolean;
}

/**
 * "Close this conversation?": Cancel has focus first, so Enter never closes by accident. When the
 * skill has a satisfaction survey, the dialog says it goes (force-sent) or offers to send it.
 */
export function CloseDialog({ skill, onConfirm, onCancel, returnFocus }: CloseDialogProps) {
  const t = useT();
  const survey = useResource((signal) => skillSurvey(skill, signal), `close-survey-${skill}`).data;
  const [send, setSend] = useState(true);
  const offered = survey?.survey != null && !survey.force_send;
  return (
    <ModalDialog
      title={t('inbox:closeDialog.title')}
      description={t('inbox:closeDialog.body')}
      onCancel={onCancel}
      returnFocus={returnFocus}
      actions={
        <>
          <button type="button" data-autofocus onClick={onCancel}>
            {t('inbox:closeDialog.cancel')}
          </button>
          <button type="button" className="primary danger" onClick={() => onConfirm(offered && send)}>
            {t('inbox:closeDialog.confirm')}
          </button>
        </>
      }
    >
      {offered ? (
        <label className="close-flow-reason">
          <input type="checkbox" checked={send} onChange={(event) => setSend(event.currentTarget.checked)} />
          {t('inbox:closeDialog.sendSurvey')}
        </label>
      ) : survey?.survey != null ? (
        <p>{t('inbox:closeDialog.surveyGoes')}</p>
      ) : null}
    </ModalDialog>
  );
}

/**
 * What follows the close of the user's own open room, whoever closed it (the user, the visitor or
 * the auto-close timer; spec 000 §4): the contact-reason modal when reasons apply to its skill,
 * otherwise the closed-room modal.
 */
export function CloseFlow() {
  const flow = useStore($closeFlow);
  useEffect(() => watchCloseFlow(() => $session.get().user), []);
  if (flow?.step === 'reasons')
    return <ContactReasonDialog key={flow.room.uuid} room={flow.room} reasons={flow.reasons} />;
  if (flow?.step === 'closed') return <ClosedRoomDialog key={flow.room.uuid} room={flow.room} />;
  return null;
}
