import type { InvitationKind } from '@omnicanal/api';
import { errorMessage } from '@omnicanal/i18n';
import { ModalDialog, useT } from '@omnicanal/ui';
import { useState } from 'react';
import { sendInvitation } from '../../model/roomEvents.ts';

export interface InvitationDialogProps {
  kind: InvitationKind;
  onDone: () => void;
  onCancel: () => void;
  returnFocus?: () => HTMLElement | null;
}

/** Confirms a co-browsing or video call invitation before it goes to the visitor. */
export function InvitationDialog({ kind, onDone, onCancel, returnFocus }: InvitationDialogProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const invite = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await sendInvitation(kind);
      onDone();
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      title={t(`inbox-composer:actions.${kind}`)}
      description={t(`inbox-composer:actions.${kind}Body`)}
      onCancel={onCancel}
      returnFocus={returnFocus}
      actions={
        <>
          <button type="button" onClick={onCancel}>
            {t('inbox-composer:actions.cancel')}
          </button>
          <button
            type="button"
            className="primary"
            data-autofocus
            disabled={busy}
            onClick={() => void invite()}
          >
            {t('inbox-composer:actions.invite')}
          </button>
        </>
      }
    >
      {failure ? (
        <p className="error-text" role="alert">
          {failure}
        </p>
      ) : null}
    </ModalDialog>
  );
}
