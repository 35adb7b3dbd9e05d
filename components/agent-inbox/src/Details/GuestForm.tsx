import type { ExtraDataKey, GuestInfo } from '@omnicanal/api';
import { ApiRequestError } from '@omnicanal/api';
import { errorMessage } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import { useId, useState } from 'react';
import { saveGuestInfo } from './model/api.ts';
import { extraField, type GuestForm as Form, formOf, inputOf } from './model/form.ts';

type FieldErrors = Record<string, string[]>;

/** The general section's edit form: saved whole, field errors from the server under each field. */
export function GuestForm({
  info,
  keys,
  onDone,
}: {
  info: GuestInfo;
  keys: readonly ExtraDataKey[];
  onDone: (saved: GuestInfo | null) => void;
}) {
  const t = useT();
  const titleId = useId();
  const [form, setForm] = useState<Form>(() => formOf(info, keys));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setGeneral(null);
    try {
      onDone(await saveGuestInfo(info.guest, inputOf(form)));
    } catch (failure) {
      const fields = failure instanceof ApiRequestError ? failure.error.fields : {};
      setErrors(fields);
      if (!Object.keys(fields).length) setGeneral(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  // Any change clears the errors (spec 000 §4 shared form).
  const change = (patch: Partial<Form>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  return (
    <form className="guest-form" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h4 id={titleId} className="visually-hidden">
        {t('inbox-details:general.form')}
      </h4>
      <TextField
        label={t('inbox-details:general.fullName')}
        value={form.full_name}
        errors={errors.full_name}
        onChange={(full_name) => change({ full_name })}
      />
      <TextField
        label={t('inbox-details:general.email')}
        type="email"
        value={form.email}
        errors={errors.email}
        onChange={(email) => change({ email })}
      />
      <TextField
        label={t('inbox-details:general.phone')}
        type="tel"
        value={form.phone_number}
        errors={errors.phone_number}
        onChange={(phone_number) => change({ phone_number })}
      />
      {keys.map((k) => (
        <TextField
          key={k.key}
          label={k.label}
          value={form.extra[k.key] ?? ''}
          errors={errors[extraField(k.key)]}
          onChange={(value) => change({ extra: { ...form.extra, [k.key]: value } })}
        />
      ))}
      {general ? (
        <p className="form-error" role="alert">
          {general}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" disabled={busy}>
          {t('inbox-details:general.save')}
        </button>
        <button type="button" onClick={() => onDone(null)} disabled={busy}>
          {t('inbox-details:general.cancel')}
        </button>
      </div>
    </form>
  );
}

/** A labelled text input with its errors, which the input names as its description. */
function TextField({
  label,
  value,
  errors,
  type = 'text',
  onChange,
}: {
  label: string;
  value: string;
  errors?: string[] | undefined;
  type?: 'text' | 'email' | 'tel';
  onChange: (value: string) => void;
}) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-errors`;
  const invalid = Boolean(errors?.length);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {invalid ? (
        <ul id={errorId} className="field-errors">
          {errors?.map((message) => (
            <li key={message}>{fieldMessage(t, message)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The server names the mistake by key; a key this console does not know reads as invalid. */
function fieldMessage(t: (key: string) => string, message: string): string {
  const key = `inbox-details:errors.${message}`;
  const text = t(key);
  return text === key || text === `errors.${message}` ? t('inbox-details:errors.invalid_field') : text;
}
