import {
  type ApiError,
  ApiRequestError,
  type ScheduledExport,
  type ScheduledExportInput,
} from '@omnicanal/api';
import {
  EXPORT_FREQUENCIES,
  EXPORT_INTERVAL_MAX,
  EXPORT_KINDS,
  type ExportFrequency,
  type ExportRecurrence,
  exportFilenameProblem,
  parseRecurrence,
  RULE_WEEKDAYS,
  type RuleWeekday,
  recurrenceRule,
} from '@omnicanal/core';
import type { FieldValue, FormDescriptor, Validator } from '@omnicanal/ui';

const NS = 'settings-exports';

/** An SFTP account or a user as the form offers it. */
export interface Choice {
  id: number;
  name: string;
}

/** What the form offers to choose from, and the day a new rule starts on. */
export interface ExportChoices {
  accounts: readonly Choice[];
  users: readonly Choice[];
  /** `YYYY-MM-DD`, today on the company's clock. */
  today: string;
}

type Words = (key: string) => string;

const options = (items: readonly Choice[]) => items.map((i) => ({ text: i.name, value: String(i.id) }));
const pad = (n: number) => String(n).padStart(2, '0');

/** The default of a new export: every night at 02:00, the conversations, today's date in the name. */
const NEW_RULE = (today: string): ExportRecurrence => ({
  freq: 'daily',
  interval: 1,
  days: [],
  hour: 2,
  minute: 0,
  start: today,
});

/**
 * The scheduled export form (spec 002 §3): what and where (label, active, kind, file name), when
 * (frequency, interval, days, time, first day) and whose (SFTP account, folder, user). The ticket
 * type is left out while ticketing does not exist: an export keeps the one it has.
 */
export function exportDescriptor(
  exp: ScheduledExport | null,
  choices: ExportChoices,
  t: Words,
): FormDescriptor {
  const rule = (exp && parseRecurrence(exp.recurrence_rule)) || NEW_RULE(choices.today);
  const F = `${NS}:fields`;
  return {
    fieldsets: [
      {
        fields: [
          {
            name: 'label',
            kind: 'text',
            label: `${F}.label`,
            required: true,
            focus: true,
            value: exp?.label ?? '',
          },
          { name: 'is_active', kind: 'checkbox', label: `${F}.is_active`, value: exp?.is_active ?? true },
          {
            name: 'kind',
            kind: 'select',
            label: `${F}.kind`,
            required: true,
            options: EXPORT_KINDS.map((k) => ({ text: t(`${NS}:kinds.${k}`), value: k })),
            value: exp?.kind ?? 'discussions',
          },
          {
            name: 'filename',
            kind: 'text',
            label: `${F}.filename`,
            helper: `${F}.filename_help`,
            required: true,
            validation: { name: 'export_filename' },
            value: exp?.filename ?? 'export-{{date}}.csv',
          },
        ],
      },
      {
        legend: `${NS}:form.when`,
        fields: [
          {
            name: 'freq',
            kind: 'select',
            label: `${F}.freq`,
            required: true,
            options: EXPORT_FREQUENCIES.map((f) => ({ text: t(`${NS}:freq.${f}`), value: f })),
            value: rule.freq,
          },
          {
            name: 'interval',
            kind: 'number',
            label: `${F}.interval`,
            helper: `${F}.interval_help`,
            required: true,
            min: 1,
            max: EXPORT_INTERVAL_MAX,
            value: String(rule.interval),
          },
          {
            name: 'days',
            kind: 'checklist',
            label: `${F}.days`,
            helper: `${F}.days_help`,
            options: RULE_WEEKDAYS.map((d) => ({ text: t(`${NS}:days.${d}`), value: d })),
            value: [...rule.days],
          },
          {
            name: 'time',
            kind: 'text',
            label: `${F}.time`,
            timePicker: true,
            required: true,
            validation: '^([01]\\d|2[0-3]):[0-5]\\d$',
            validationMsg: `${NS}:errors.time_invalid`,
            value: `${pad(rule.hour)}:${pad(rule.minute)}`,
          },
          { name: 'start', kind: 'date', label: `${F}.start`, required: true, value: rule.start },
        ],
      },
      {
        legend: `${NS}:form.where`,
        fields: [
          {
            name: 'account_id',
            kind: 'select',
            label: `${F}.account`,
            required: true,
            options: options(choices.accounts),
            value: exp?.account_id ? String(exp.account_id) : '',
          },
          {
            name: 'sftp_path',
            kind: 'text',
            label: `${F}.sftp_path`,
            helper: `${F}.sftp_path_help`,
            max_length: 255,
            value: exp?.sftp_path ?? '',
          },
          {
            name: 'user_id',
            kind: 'select',
            label: `${F}.user`,
            helper: `${F}.user_help`,
            required: true,
            options: options(choices.users),
            value: exp?.user_id ? String(exp.user_id) : '',
          },
        ],
      },
    ],
  };
}

/** The file name's rule of `@omnicanal/core`, worded under the field. */
export const EXPORT_VALIDATORS: Readonly<Record<string, Validator>> = {
  export_filename: (value) => {
    const problem = exportFilenameProblem(String(value ?? ''));
    return problem === null || problem === 'required'
      ? { valid: true }
      : { valid: false, message: `${NS}:errors.${problem}` };
  },
};

const text = (values: Record<string, FieldValue>, name: string) => String(values[name] ?? '').trim();

/** The recurrence the form's values say, or null while they are incomplete. */
export function recurrenceOf(values: Record<string, FieldValue>): ExportRecurrence | null {
  const freq = text(values, 'freq') as ExportFrequency;
  const interval = Number(text(values, 'interval'));
  const time = /^(\d{2}):(\d{2})$/.exec(text(values, 'time'));
  const start = text(values, 'start');
  if (!(EXPORT_FREQUENCIES as readonly string[]).includes(freq) || !time) return null;
  if (!Number.isInteger(interval) || interval < 1 || interval > EXPORT_INTERVAL_MAX) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start)) return null;
  // A monthly rule runs on the first day's date of the month: the days of the week are not offered.
  const days = freq === 'monthly' || !Array.isArray(values.days) ? [] : (values.days as RuleWeekday[]);
  const recurrence = { freq, interval, days, hour: Number(time[1]), minute: Number(time[2]), start };
  return parseRecurrence(recurrenceRule(recurrence)) ? recurrence : null;
}

/** What POST /accounts[/{id}] receives; the ticket type the export had is kept. */
export function toExportInput(
  values: Record<string, FieldValue>,
  current: ScheduledExport | null,
): ScheduledExportInput {
  const recurrence = recurrenceOf(values);
  return {
    label: text(values, 'label'),
    is_active: values.is_active === true,
    kind: text(values, 'kind') as ScheduledExportInput['kind'],
    filename: text(values, 'filename'),
    recurrence_rule: recurrence ? recurrenceRule(recurrence) : '',
    account_id: Number(text(values, 'account_id')),
    sftp_path: text(values, 'sftp_path'),
    user_id: Number(text(values, 'user_id')),
    ticket_type: current?.ticket_type ?? null,
  };
}

/** The reports service's own refusals, worded in `settings-exports:errors`. */
export const EXPORT_FIELD_CODES = [
  'filename_variable_missing',
  'filename_extension_invalid',
  'filename_invalid',
  'invalid_rule',
  'not_sftp_account',
  'unknown_user',
  'path_invalid',
] as const;

/** Where a server field error is shown: the rule's problems under the frequency. */
const FIELD_OF: Record<string, string> = { recurrence_rule: 'freq' };

/**
 * A 400's field messages in words on the form's fields: the service's own codes become their
 * sentences (the kit shows a sentence as given); the catalogue's (`required`) are left to the kit.
 */
export function onExportFields(error: unknown, words: Words): unknown {
  if (!(error instanceof ApiRequestError)) return error;
  const fields: ApiError['fields'] = {};
  for (const [name, messages] of Object.entries(error.error.fields))
    fields[FIELD_OF[name] ?? name] = messages.map((m) =>
      (EXPORT_FIELD_CODES as readonly string[]).includes(m) ? words(`${NS}:errors.${m}`) : m,
    );
  return new ApiRequestError({ ...error.error, fields });
}
