import { fetchWebivrFaqs, fetchWebivrForms } from '@omnicanal/api';
import { api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { type Translate, useBuilder } from './context.ts';

/** A node's settings while edited: the wire's `data`, values as typed. */
export type Draft = Record<string, unknown>;

/** The message of a field error code (`invalid`, `too_long`, `not_accessible`…). */
export function fieldMessage(t: Translate, code: string): string {
  return t(`webivr-builder:field.${code}`, { defaultValue: t('webivr-builder:field.invalid') });
}

interface FieldProps {
  label: string;
  errors?: readonly string[];
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** One labelled control with its errors under it, tied by `aria-describedby`. */
export function Field({ label, errors = [], children }: FieldProps) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const bad = errors.length > 0;
  return (
    <div className="oc-form-field">
      <label className="oc-form-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, ...(bad ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}) })}
      {bad && (
        <p className="oc-form-error wb-field-error" id={errorId}>
          {errors.map((code) => fieldMessage(t, code)).join(' ')}
        </p>
      )}
    </div>
  );
}

/** Options of a list read once per panel: FAQs, forms, calendars. Null while loading. */
function useOptions(load: (() => Promise<{ id: number; label: string }[]>) | null) {
  const [options, setOptions] = useState<{ id: number; label: string }[] | null>(null);
  const [failed, setFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per kind shown
  useEffect(() => {
    if (!load) return;
    let live = true;
    load()
      .then((list) => live && setOptions(list))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [load === null]);
  return { options, failed };
}

const loaders = {
  faq: () => fetchWebivrFaqs(api('webivr')),
  form: () => fetchWebivrForms(api('webivr')),
  routing: () => api('chronos').get<{ id: number; label: string }[]>('/rules'),
} as const;

interface SettingsProps {
  action: string;
  data: Draft;
  set(field: string, value: unknown): void;
  errors: Record<string, string[]>;
  disabled: boolean;
}

/** The settings of one action kind (spec 001 §3), each its own labelled control. */
/** Each action kind's own settings, as labelled controls. */
export function KindSettings({ action, data, set, errors, disabled }: SettingsProps) {
  const t = useT();
  const { store, skills } = useBuilder();
  const listed = action === 'faq' || action === 'form' || action === 'routing';
  const { options, failed } = useOptions(listed ? loaders[action] : null);
  const label = (field: string) => t(`webivr-builder:panel.${field}`);
  const text = (field: string, type = 'text') => (
    <Field label={label(field)} errors={errors[field]}>
      {(p) => (
        <input
          {...p}
          type={type}
          disabled={disabled}
          value={String(data[field] ?? '')}
          onChange={(e) => set(field, e.currentTarget.value)}
        />
      )}
    </Field>
  );
  const area = (field: string) => (
    <Field label={label(field)} errors={errors[field]}>
      {(p) => (
        <textarea
          {...p}
          rows={4}
          disabled={disabled}
          value={String(data[field] ?? '')}
          onChange={(e) => set(field, e.currentTarget.value)}
        />
      )}
    </Field>
  );
  const pick = (
    field: string,
    choices: readonly { value: string; label: string }[] | null,
    toValue: (raw: string) => unknown = (raw) => (raw === '' ? null : Number(raw)),
  ) => (
    <Field label={label(field)} errors={errors[field]}>
      {(p) => (
        <select
          {...p}
          disabled={disabled || choices === null}
          value={data[field] === null || data[field] === undefined ? '' : String(data[field])}
          onChange={(e) => set(field, toValue(e.currentTarget.value))}
        >
          <option value="">
            {choices === null ? t('webivr-builder:loading') : t('webivr-builder:panel.none')}
          </option>
          {(choices ?? []).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const listedChoices = options?.map((o) => ({ value: String(o.id), label: o.label })) ?? null;
  const listNotice = failed ? (
    <p role="alert" className="wb-field-error">
      {t('webivr-builder:panel.list_failed')}
    </p>
  ) : null;

  switch (action) {
    case 'text':
      return area('text');
    case 'uri':
      return text('url', 'url');
    case 'uri__tel':
      return text('phone', 'tel');
    case 'uri__mail':
      return text('email', 'email');
    case 'callback':
      return area('message');
    case 'messaging':
      return pick(
        'skill',
        skills.map((s) => ({ value: String(s.id), label: s.name })),
      );
    case 'faq':
      return (
        <>
          {pick('faq_id', failed ? [] : listedChoices)}
          {listNotice}
        </>
      );
    case 'form':
      return (
        <>
          {pick('form_id', failed ? [] : listedChoices)}
          {listNotice}
        </>
      );
    case 'routing':
      return (
        <>
          {pick('calendar_id', failed ? [] : listedChoices)}
          {listNotice}
        </>
      );
    case 'to_tree':
      return pick(
        'tree_id',
        (store.$menu.get()?.trees ?? []).map((tree) => ({ value: tree.id, label: tree.label })),
        (raw) => (raw === '' ? null : raw),
      );
    case 'api':
      return (
        <>
          {text('url', 'url')}
          <Field label={label('method')} errors={errors.method}>
            {(p) => (
              <select
                {...p}
                disabled={disabled}
                value={String(data.method ?? 'POST')}
                onChange={(e) => set('method', e.currentTarget.value)}
              >
                {['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((m) => (
                  <option key={m}>{m}</option>
                ))}
              </select>
            )}
          </Field>
        </>
      );
    case 'form_output':
      return (
        <Field label={label('outcome')} errors={errors.outcome}>
          {(p) => (
            <select
              {...p}
              disabled={disabled}
              value={String(data.outcome ?? 'sent')}
              onChange={(e) => set('outcome', e.currentTarget.value)}
            >
              <option value="sent">{t('webivr-builder:panel.outcome_sent')}</option>
              <option value="failed">{t('webivr-builder:panel.outcome_failed')}</option>
            </select>
          )}
        </Field>
      );
    case 'routing_output':
      return (
        <Field label={label('open')} errors={errors.open}>
          {(p) => (
            <select
              {...p}
              disabled={disabled}
              value={data.open === false ? 'closed' : 'open'}
              onChange={(e) => set('open', e.currentTarget.value === 'open')}
            >
              <option value="open">{t('webivr-builder:panel.open_yes')}</option>
              <option value="closed">{t('webivr-builder:panel.open_no')}</option>
            </select>
          )}
        </Field>
      );
    default:
      return null;
  }
}
