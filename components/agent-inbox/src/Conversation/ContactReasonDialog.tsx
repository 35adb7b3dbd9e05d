import { ApiRequestError, type ContactReason, type Room } from '@omnicanal/api';
import { errorMessage } from '@omnicanal/i18n';
import { ModalDialog, useT } from '@omnicanal/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { dismissCloseFlow, reasonsProblem, saveContactReasons } from '../model/closeFlow.ts';

export interface ContactReasonDialogProps {
  room: Room;
  reasons: readonly ContactReason[];
}

/** Answers after which asking again cannot help: the room is gone or no longer the user's. */
const FINAL_CODES = new Set(['not_found', 'permission_denied']);

/**
 * "Motif de contact" (spec 000 §4: close requires a contact reason): one checkbox per reason, at
 * least one required, and a comment. Escape does not skip it: the reason is part of the close.
 */
export function ContactReasonDialog({ room, reasons }: ContactReasonDialogProps) {
  const t = useT();
  const [selected, setSelected] = useState<number[]>([]);
  const [comment, setComment] = useState('');
  const [groupError, setGroupError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const errorId = useId();
  const commentId = useId();
  const firstBox = useRef<HTMLInputElement>(null);

  const toggle = (id: number, checked: boolean) => {
    const next = checked ? [...selected, id] : selected.filter((x) => x !== id);
    setSelected(next);
    if (groupError && !reasonsProblem(next)) setGroupError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reasonsProblem(selected)) {
      setGroupError(t('inbox-close:reasons.required'));
      firstBox.current?.focus();
      return;
    }
    setBusy(true);
    setSaveError(null);
    try {
      await saveContactReasons(room, selected, comment);
      dismissCloseFlow();
    } catch (failure) {
      setBusy(false);
      const apiError = failure instanceof ApiRequestError ? failure.error : null;
      if (apiError?.code && FINAL_CODES.has(apiError.code)) {
        dismissCloseFlow();
        return;
      }
      if (apiError?.fields.contact_reasons) setGroupError(t('inbox-close:reasons.required'));
      else setSaveError(errorMessage(failure));
    }
  };

  return (
    <ModalDialog
      title={t('inbox-close:reasons.title')}
      description={t('inbox-close:reasons.body')}
      onCancel={() => firstBox.current?.focus()}
      actions={
        <button type="submit" form={formId} className="primary" disabled={busy}>
          {t('inbox-close:reasons.save')}
        </button>
      }
    >
      <form id={formId} className="close-flow-form" noValidate onSubmit={(e) => void submit(e)}>
        <fieldset
          aria-describedby={groupError ? errorId : undefined}
          aria-invalid={groupError ? true : undefined}
        >
          <legend>{t('inbox-close:reasons.legend')}</legend>
          {reasons.map((reason, i) => (
            <label key={reason.id} className="close-flow-reason">
              <input
                ref={i === 0 ? firstBox : undefined}
                type="checkbox"
                data-autofocus={i === 0 ? true : undefined}
                checked={selected.includes(reason.id)}
                onChange={(e) => toggle(reason.id, e.currentTarget.checked)}
              />
              {reason.label}
            </label>
          ))}
          {groupError ? (
            <p id={errorId} className="error-text" role="alert">
              {groupError}
            </p>
          ) : null}
        </fieldset>
        <label htmlFor={commentId}>{t('inbox-close:reasons.comment')}</label>
        <textarea
          id={commentId}
          rows={3}
          maxLength={1000}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
        {saveError ? (
          <p className="error-text" role="alert">
            {saveError}
          </p>
        ) : null}
      </form>
    </ModalDialog>
  );
}
