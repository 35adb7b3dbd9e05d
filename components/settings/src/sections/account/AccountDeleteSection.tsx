import { ACCOUNT_DELETION_REASONS, type AccountDeletionReason } from '@omnicanal/api';
import { errorMessage } from '@omnicanal/i18n';
import { api, clearSession } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type FormEvent, type ReactElement, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../ConfirmDialog.tsx';
import { Section } from '../../Section.tsx';
import type { SectionProps } from '../props.ts';

const DETAILS_MAX_LENGTH = 2000;

/**
 * `section="account-delete"`: deleting the company account (spec 002 §5: a reason is required),
 * confirmed in the "confirm account delete" modal. Once deleted nobody of the company can sign in,
 * so the session ends here too.
 */
export function AccountDeleteSection(_props: SectionProps): ReactElement {
  const t = useT();
  const id = useId();
  const reasonRef = useRef<HTMLSelectElement>(null);
  const [reason, setReason] = useState<AccountDeletionReason | ''>('');
  const [details, setDetails] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [deleted, setDeleted] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason === '') {
      setMissingReason(true);
      reasonRef.current?.focus();
      return;
    }
    setConfirming(true);
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await api('core').post('/customer/delete', { reason, details });
      setConfirming(false);
      setDeleted(true);
      clearSession();
    } catch (failure) {
      setConfirming(false);
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  if (deleted)
    return (
      <Section title="settings:sections.account-delete">
        <p role="status">{t('settings-account:delete.done')}</p>
      </Section>
    );

  return (
    <Section title="settings:sections.account-delete" intro="settings-account:delete.intro">
      <form
        className="oc-form"
        aria-label={t('settings:sections.account-delete')}
        onSubmit={submit}
        noValidate
      >
        {error ? (
          <p role="alert" className="list-error">
            {errorMessage(error)}
          </p>
        ) : null}
        <div className="oc-form-field">
          <label htmlFor={`${id}-reason`} className="oc-form-label">
            {t('settings-account:delete.reason')}
          </label>
          <select
            id={`${id}-reason`}
            ref={reasonRef}
            value={reason}
            required
            aria-invalid={missingReason || undefined}
            aria-describedby={missingReason ? `${id}-reason-error` : undefined}
            onChange={(event) => {
              setReason(event.currentTarget.value as AccountDeletionReason | '');
              setMissingReason(false);
            }}
          >
            <option value="">{t('form:select_placeholder')}</option>
            {ACCOUNT_DELETION_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`settings-account:delete.reasons.${value}`)}
              </option>
            ))}
          </select>
          {missingReason ? (
            <p id={`${id}-reason-error`} className="oc-form-errors">
              {t('common:errors.deletion_reason_required')}
            </p>
          ) : null}
        </div>
        <div className="oc-form-field">
          <label htmlFor={`${id}-details`} className="oc-form-label">
            {t('settings-account:delete.details')}
          </label>
          <textarea
            id={`${id}-details`}
            value={details}
            maxLength={DETAILS_MAX_LENGTH}
            onChange={(event) => setDetails(event.currentTarget.value)}
          />
        </div>
        <div className="oc-form-actions">
          <button type="submit" className="danger">
            {t('settings-account:delete.submit')}
          </button>
        </div>
      </form>
      {confirming ? (
        <ConfirmDialog
          title="settings-account:delete.confirm_title"
          description="settings-account:delete.confirm_text"
          confirm="settings-account:delete.confirm"
          danger
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </Section>
  );
}
