import { duplicateWebivrAccount, type WebivrAccount } from '@omnicanal/api';
import { errorMessage } from '@omnicanal/i18n';
import { Field, ModalDialog, useT } from '@omnicanal/ui';
import { type FormEvent, type ReactElement, useId, useState } from 'react';
import { webivr } from '../model/content-client.ts';
import { fieldErrorsOf, generalKey } from '../model/content-errors.ts';

/**
 * Asks the copy's label, then duplicates the web IVR (`POST /accounts/{id}/duplicate`): the copy
 * holds the working menu and starts unpublished. A refused label is told on its field.
 */
export function DuplicateDialog({
  account,
  onCancel,
  onDone,
}: {
  account: WebivrAccount;
  onCancel: () => void;
  onDone: (copy: WebivrAccount) => void;
}): ReactElement {
  const t = useT();
  const formId = useId();
  const [label, setLabel] = useState(() => t('webivr-content:accounts.copy_of', { name: account.label }));
  const [errors, setErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (label.trim() === '') {
      setErrors(['webivr-content:errors.required']);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      onDone(await duplicateWebivrAccount(webivr(), account.id, label.trim()));
    } catch (error) {
      setErrors(fieldErrorsOf(error).label ?? []);
      const general = generalKey(error);
      setFailure(general ? t(general) : errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      title={t('webivr-content:accounts.duplicate_title', { name: account.label })}
      description={t('webivr-content:accounts.duplicate_description')}
      onCancel={onCancel}
      actions={
        <>
          <button type="button" onClick={onCancel}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" form={formId} className="primary" disabled={busy}>
            {t('webivr-content:accounts.duplicate')}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        {failure ? (
          <p role="alert" className="notice error">
            {failure}
          </p>
        ) : null}
        <Field
          field={{
            name: 'label',
            kind: 'text',
            label: 'webivr-content:accounts.copy_label',
            required: true,
            focus: true,
          }}
          value={label}
          errors={errors.map((key) => ({ key }))}
          onChange={(_, next) => {
            setLabel(typeof next === 'string' ? next : '');
            setErrors([]);
          }}
          controlRef={null}
        />
      </form>
    </ModalDialog>
  );
}
