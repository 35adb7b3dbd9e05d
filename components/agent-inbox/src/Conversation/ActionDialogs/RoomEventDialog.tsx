import type { Room, RoomEventKind } from '@omnicanal/api';
import { errorMessage } from '@omnicanal/i18n';
import { ModalDialog, useT } from '@omnicanal/ui';
import { type FormEvent, useId, useState } from 'react';
import {
  type FormErrors,
  type FormValues,
  roomEventFromForm,
  sendRoomEvent,
} from '../../model/roomEvents.ts';
import { ActionField } from './ActionField.tsx';
import { fieldsOf, initialValues } from './fields.ts';

export interface RoomEventDialogProps {
  kind: RoomEventKind;
  room: Room;
  onDone: () => void;
  onCancel: () => void;
  returnFocus?: () => HTMLElement | null;
}

/**
 * The small form of one room action (payment, authentication, address, product, time slots,
 * callback). Checked with the schema the server uses, errors under their fields; nothing is sent
 * until it is valid. The server's refusal shows in the dialog.
 */
export function RoomEventDialog({ kind, room, onDone, onCancel, returnFocus }: RoomEventDialogProps) {
  const t = useT();
  const formId = useId();
  const [values, setValues] = useState<FormValues>(() => initialValues(kind, room));
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A change clears that field's error (spec 000 §4 shared form); the next send checks again.
    setErrors((current) => {
      const { [name]: _, ...rest } = current;
      return rest;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = roomEventFromForm(kind, values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await sendRoomEvent(kind, checked.data);
      onDone();
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      title={t(`inbox-composer:actions.${kind}`)}
      onCancel={onCancel}
      returnFocus={returnFocus}
      actions={
        <>
          <button type="button" onClick={onCancel}>
            {t('inbox-composer:actions.cancel')}
          </button>
          <button type="submit" form={formId} className="primary" disabled={busy}>
            {t('inbox-composer:actions.send')}
          </button>
        </>
      }
    >
      <form id={formId} className="action-form" noValidate onSubmit={(e) => void submit(e)}>
        {fieldsOf(kind).map((spec, index) => (
          <ActionField
            key={spec.name}
            spec={spec}
            value={values[spec.name] ?? ''}
            error={errors[spec.name]}
            autoFocus={index === 0}
            onChange={change}
          />
        ))}
        {failure ? (
          <p className="error-text" role="alert">
            {failure}
          </p>
        ) : null}
      </form>
    </ModalDialog>
  );
}
