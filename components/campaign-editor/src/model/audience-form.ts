import type { AudienceFilters, ContactList, ContactListInput, ManualContact } from '@omnicanal/api';
import { AUDIENCE_NAME_MAX_LENGTH, SFTP_PATH_MAX_LENGTH } from '@omnicanal/api';
import { EXTERNAL_ID_KINDS, type ExternalIdKind } from '@omnicanal/core';
import type { FieldDescriptor, FieldsetDescriptor, FieldValue, FormDescriptor } from '@omnicanal/ui';

/*
 * The audience form (spec 002 §3 "Audience form": name, kind, language, source), the kit's fields
 * named as the schema's so the server's errors land in place. What follows the source depends on
 * it: the filters of the company's contacts, the CSV file, or the contacts typed one per line.
 */

/** Spec 002 §3's sources: the company's contacts, a CSV file, contacts typed in, a file on SFTP. */
export const FORM_SOURCES = ['contacts', 'csv', 'manual', 'sftp'] as const;
export type FormSource = (typeof FORM_SOURCES)[number];

type Translate = (key: string, values?: Record<string, unknown>) => string;
type Values = Record<string, FieldValue>;

/** A skill the filters may name. */
export interface Named {
  id: number;
  name: string;
}

const text = (value: FieldValue | undefined) => (typeof value === 'string' ? value.trim() : '');
const list = (value: FieldValue | undefined): string[] =>
  Array.isArray(value) ? value.map((item) => item.trim()).filter(Boolean) : [];

/** The source an audience shows first: its own, or a file for a new one (the usual way in). */
export function sourceOf(stored: ContactList | null): FormSource {
  const source = stored?.source;
  return source === 'contacts' || source === 'manual' || source === 'sftp' ? source : 'csv';
}

/** A language as contacts carry it: `fr`, `en`, `pt_BR`. */
const LANGUAGE = '^[a-zA-Z]{2,3}([_-][a-zA-Z]{2})?$';

/** An ISO day (`2026-11-26`) of a date field, as the start of that day (UTC) the schema takes. */
const dayStart = (day: string) => (day ? `${day}T00:00:00.000Z` : undefined);
/** … and the end of that day, so "to" includes it. */
const dayEnd = (day: string) => (day ? `${day}T23:59:59.999Z` : undefined);
const dayOf = (iso: string | undefined) => (iso ? iso.slice(0, 10) : '');
/** A count the form shows as typed: empty when unset. */
const optionalCount = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * The form's fields for `source`. `values` are what the user has typed so far (kept when the
 * source changes); `stored` is the audience edited, whose kind then cannot change.
 */
export function audienceDescriptor(
  source: FormSource,
  stored: ContactList | null,
  values: Values,
  skills: readonly Named[],
  t: Translate,
  sftpAccounts: readonly Named[] = [],
  entryPoints: readonly Named[] = [],
): FormDescriptor {
  const kept = (name: string, fallback: FieldValue): FieldValue => values[name] ?? fallback;
  const filters = stored?.filters ?? {};
  const general: FieldDescriptor[] = [
    {
      name: 'name',
      kind: 'text',
      label: 'campaigns:form.name',
      required: true,
      max_length: AUDIENCE_NAME_MAX_LENGTH,
      focus: true,
      value: kept('name', stored?.name ?? ''),
    },
    {
      name: 'kind',
      kind: 'select',
      label: 'campaigns:form.kind',
      required: true,
      // The server keeps an audience's kind as created: its contacts are of that kind.
      disabled: stored !== null,
      helper: stored ? 'campaigns:form.kind_locked' : 'campaigns:form.kind_help',
      options: EXTERNAL_ID_KINDS.map((kind) => ({ text: t(`campaigns:kinds.${kind}`), value: kind })),
      value: kept('kind', stored?.kind ?? 'PHONE_NUMBER'),
    },
    {
      name: 'language',
      kind: 'text',
      label: 'campaigns:form.language',
      required: true,
      max_length: 8,
      validation: LANGUAGE,
      validationMsg: 'campaigns:errors.invalid_language',
      helper: 'campaigns:form.language_help',
      value: kept('language', stored?.language ?? 'fr'),
    },
  ];
  const more = sourceFieldset();
  return { fieldsets: [{ legend: 'campaigns:form.general', fields: general }, ...(more ? [more] : [])] };

  function sourceFieldset(): FieldsetDescriptor | null {
    switch (source) {
      case 'contacts':
        return {
          legend: 'campaigns:form.filters',
          fields: [
            {
              name: 'filters.name',
              kind: 'text',
              label: 'campaigns:form.filter_name',
              value: kept('filters.name', filters.name ?? ''),
            },
            {
              name: 'filters.email',
              kind: 'text',
              label: 'campaigns:form.filter_email',
              max_length: 254,
              value: kept('filters.email', filters.email ?? ''),
            },
            {
              name: 'filters.languages',
              kind: 'list',
              label: 'campaigns:form.filter_languages',
              helper: 'campaigns:form.language_help',
              max_length: 50,
              value: kept('filters.languages', [...(filters.languages ?? [])]),
            },
            {
              name: 'filters.skills',
              kind: 'checklist',
              label: 'campaigns:form.filter_skills',
              options: skills.map((s) => ({ text: s.name, value: String(s.id) })),
              value: kept('filters.skills', (filters.skills ?? []).map(String)),
            },
            {
              name: 'filters.last_interaction_from',
              kind: 'date',
              label: 'campaigns:form.filter_from',
              value: kept('filters.last_interaction_from', dayOf(filters.last_interaction_from)),
            },
            {
              name: 'filters.last_interaction_to',
              kind: 'date',
              label: 'campaigns:form.filter_to',
              value: kept('filters.last_interaction_to', dayOf(filters.last_interaction_to)),
            },
            ...(entryPoints.length === 0
              ? []
              : [
                  {
                    name: 'filters.origin_integrations',
                    kind: 'checklist',
                    label: 'campaigns:form.filter_origin_integrations',
                    options: entryPoints.map((e) => ({ text: e.name, value: String(e.id) })),
                    value: kept(
                      'filters.origin_integrations',
                      (filters.origin_integrations ?? []).map(String),
                    ),
                  } satisfies FieldDescriptor,
                ]),
            {
              name: 'filters.origin_trees',
              kind: 'list',
              label: 'campaigns:form.filter_origin_trees',
              helper: 'campaigns:form.filter_origin_trees_help',
              max_length: 50,
              value: kept('filters.origin_trees', [...(filters.origin_trees ?? [])]),
            },
            {
              name: 'filters.solicitations_from',
              kind: 'number',
              label: 'campaigns:form.filter_solicitations_from',
              helper: 'campaigns:form.filter_solicitations_help',
              min: 0,
              max: 1_000_000,
              value: kept('filters.solicitations_from', optionalCount(filters.solicitations_from)),
            },
            {
              name: 'filters.solicitations_to',
              kind: 'number',
              label: 'campaigns:form.filter_solicitations_to',
              min: 0,
              max: 1_000_000,
              value: kept('filters.solicitations_to', optionalCount(filters.solicitations_to)),
            },
          ] satisfies FieldDescriptor[],
        };
      case 'csv':
        // The file is chosen beside the form (CsvFileField): the kit's file field stops at 5 MB,
        // an audience's file goes up to AUDIENCE_CSV_MAX_BYTES and streams in.
        return null;
      case 'sftp':
        return {
          legend: 'campaigns:form.sftp_legend',
          fields: [
            {
              name: 'sftp_account',
              kind: 'select',
              label: 'campaigns:form.sftp_account',
              required: true,
              options: sftpAccounts.map((a) => ({ text: a.name, value: String(a.id) })),
              value: kept('sftp_account', stored?.sftp?.account ? String(stored.sftp.account) : ''),
            },
            {
              name: 'sftp_path',
              kind: 'text',
              label: 'campaigns:form.sftp_path',
              required: true,
              max_length: SFTP_PATH_MAX_LENGTH,
              helper: 'campaigns:form.sftp_path_help',
              value: kept('sftp_path', stored?.sftp?.path ?? ''),
            },
          ] satisfies FieldDescriptor[],
        };
      case 'manual':
        return {
          legend: 'campaigns:form.manual_legend',
          fields: [
            {
              name: 'contacts',
              kind: 'textarea',
              label: 'campaigns:form.contacts',
              required: stored === null || stored.source !== 'manual',
              // One line per contact; 1,000 at most (the schema's MANUAL_CONTACTS_MAX) in about 100 kB.
              max_length: 100_000,
              details:
                stored?.source === 'manual' ? 'campaigns:form.contacts_keep' : 'campaigns:form.contacts_help',
              value: kept('contacts', ''),
            },
          ] satisfies FieldDescriptor[],
        };
    }
  }
}

/**
 * The contacts typed one per line: `external_id`, then optionally the language and the email,
 * separated by `;`, `,` or a tab. Blank lines are skipped, so line numbers are counted on the
 * contacts given (the server names them by index).
 */
export function manualContactsOf(raw: string): ManualContact[] {
  return raw
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [externalId = '', language = '', email = ''] = line.split(/[;,\t]/).map((cell) => cell.trim());
      return {
        external_id: externalId,
        ...(language ? { language } : {}),
        ...(email ? { email } : {}),
      };
    });
}

/** The filters of a contacts audience, leaving out those not set. */
export function filtersOf(values: Values): AudienceFilters {
  const filters: AudienceFilters = {};
  const name = text(values['filters.name']);
  const email = text(values['filters.email']);
  const languages = list(values['filters.languages']);
  const skills = list(values['filters.skills']).map(Number);
  const from = dayStart(text(values['filters.last_interaction_from']));
  const to = dayEnd(text(values['filters.last_interaction_to']));
  if (name) filters.name = name;
  if (email) filters.email = email;
  if (languages.length) filters.languages = languages;
  if (skills.length) filters.skills = skills;
  if (from) filters.last_interaction_from = from;
  if (to) filters.last_interaction_to = to;
  const integrations = list(values['filters.origin_integrations']).map(Number);
  const trees = list(values['filters.origin_trees']);
  const fewest = text(values['filters.solicitations_from']);
  const most = text(values['filters.solicitations_to']);
  if (integrations.length) filters.origin_integrations = integrations;
  if (trees.length) filters.origin_trees = trees;
  if (fewest !== '') filters.solicitations_from = Number(fewest);
  if (most !== '') filters.solicitations_to = Number(most);
  return filters;
}

const isKind = (value: string): value is ExternalIdKind =>
  (EXTERNAL_ID_KINDS as readonly string[]).includes(value);

/**
 * The body of the save. A disabled kind is not in `values`, so the stored one is sent; contacts
 * typed are sent only when there are some, so saving a manual audience without any keeps its own.
 */
export function toAudienceInput(
  source: FormSource,
  values: Values,
  stored: ContactList | null,
): ContactListInput {
  const kind = text(values.kind);
  const account = Number(text(values.sftp_account));
  const input: ContactListInput = {
    name: text(values.name),
    kind: stored?.kind ?? (isKind(kind) ? kind : 'PHONE_NUMBER'),
    language: text(values.language),
    source,
    sftp_account: source === 'sftp' && account > 0 ? account : null,
    sftp_path: source === 'sftp' ? text(values.sftp_path) : '',
  };
  if (source === 'contacts') input.filters = filtersOf(values);
  if (source === 'manual') {
    const contacts = manualContactsOf(text(values.contacts));
    if (contacts.length > 0) input.contacts = contacts;
  }
  return input;
}
