import { useStore } from '@nanostores/react';
import { $session } from '@omnicanal/stores';
import { ModalDialog, useT } from '@omnicanal/ui';
import { useEffect } from 'react';
import { $closeFlow, watchCloseFlow } from '../model/closeFlow.ts';
import { ClosedRoomDialog } from './ClosedRoomDialog.tsx';
import { ContactReasonDialog } from './ContactReasonDialog.tsx';

export interface CloseDialogProps {
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes back after the dialog (default: what had focus when it opened). */
  returnFocus?: () => HTMLElement | null;
}

/** "Close this conversation?": Cancel has focus first, so Enter never closes by accident. */
export function CloseDialog({ onConfirm, onCancel, returnFocus }: CloseDialogProps) {
  const t = useT();
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
          <button type="button" className="primary danger" onClick={onConfirm}>
            {t('inbox:closeDialog.confirm')}
          </button>
        </>
      }
    />
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
