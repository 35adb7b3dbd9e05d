import { canonicalLanguage, EXTERNAL_ID_KINDS } from '@omnicanal/core';
import * as v from 'valibot';
import { Email, IsoDate, maybe, RowId, Whole } from './common.ts';

/** Spec 002 §3: an audience's name, as every name of the console (128 characters at most). */
export const AUDIENCE_NAME_MAX_LENGTH = 128;
/** Contacts typed in the audience form at once; more come as a CSV file. */
export const MANUAL_CONTACTS_MAX = 1_000;
/** Rejected rows an import's report lists (the counts cover them all). */
export const IMPORT_REJECTS_SHOWN = 100;
/** Audiences per page of `GET /contacts/lists` and contacts per page of `POST /contacts/search`. */
export const AUDIENCE_PAGE_SIZE = 50;

/** A language as contacts carry it (`fr`, `pt_BR`), written canonically. */
export const ContactLanguage = v.pipe(
  v.string(),
  v.trim(),
  v.check((value) => canonicalLanguage(value) !== null, 'invalid'),
  v.transform((value) => canonicalLanguage(value) as string),
);

/**
 * Spec 002 §3 audience filters, as far as the stored conversations answer them: the contact's
 * name and email (parts of them), languages, the skills and contact reasons of their
 * conversations, and when they last talked to the company.
 */
const Solicitations = v.optional(
  v.pipe(v.number(), v.integer('invalid'), v.minValue(0, 'invalid'), v.maxValue(1_000_000, 'invalid')),
);
export const AudienceFilters = v.pipe(
  v.object({
    name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(128, 'too_long'))),
    email: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254, 'too_long'))),
    languages: v.optional(v.pipe(v.array(ContactLanguage), v.maxLength(50, 'too_long'))),
    skills: v.optional(v.pipe(v.array(RowId), v.maxLength(200, 'too_long'))),
    contact_reasons: v.optional(v.pipe(v.array(RowId), v.maxLength(200, 'too_long'))),
    last_interaction_from: v.optional(IsoDate),
    last_interaction_to: v.optional(IsoDate),
    /** Entry points (integrations) a conversation of the contact came through. */
    origin_integrations: v.optional(v.pipe(v.array(RowId), v.maxLength(200, 'too_long'))),
    /** Bot trees a bot conversation of the contact began in (their identifiers). */
    origin_trees: v.optional(
      v.pipe(
        v.array(v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(128, 'too_long'))),
        v.maxLength(50, 'too_long'),
      ),
    ),
    /** How many conversations the contact started, at least and at most. */
    solicitations_from: Solicitations,
    solicitations_to: Solicitations,
  }),
  v.forward(
    v.check(
      (f) =>
        f.solicitations_from === undefined ||
        f.solicitations_to === undefined ||
        f.solicitations_from <= f.solicitations_to,
      'range_order',
    ),
    ['solicitations_to'],
  ),
);
export type AudienceFilters = v.InferOutput<typeof AudienceFilters>;

/** One contact typed in the audience form (source `manual`); `extra` holds template variables. */
export const ManualContact = v.object({
  external_id: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(64, 'too_long')),
  language: v.optional(ContactLanguage),
  email: maybe(Email),
  extra: v.optional(
    v.pipe(
      v.record(
        v.pipe(v.string(), v.regex(/^[\p{L}\p{N}_.-]{1,64}$/u, 'invalid')),
        v.pipe(v.string(), v.maxLength(1000, 'too_long')),
      ),
      v.check((extra) => Object.keys(extra).length <= 50, 'too_long'),
    ),
  ),
});
export type ManualContact = v.InferOutput<typeof ManualContact>;

/**
 * `GET /contacts/sftp-accounts`: the company's SFTP third-party accounts an audience may read a file
 * from (managers choose one; the accounts themselves are admins').
 */
export const AudienceSftpAccounts = v.array(v.object({ id: v.number(), label: v.string() }));
export type AudienceSftpAccounts = v.InferOutput<typeof AudienceSftpAccounts>;

/** Longest path of a file on an SFTP server. */
export const SFTP_PATH_MAX_LENGTH = 1024;

/**
 * `POST /contacts/lists[/{id}]`: an audience. Its kind (what its contacts' external_id is) stays as
 * created. Source `contacts` takes the company's contacts matching `filters`; `manual` the
 * `contacts` given (they replace the audience's); `csv` is filled by `POST /contacts/csv`; `sftp`
 * reads the CSV file at `sftp_path` on the company's SFTP third-party account `sftp_account`, at
 * each save.
 */
export const ContactListInput = v.pipe(
  v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, 'required'),
      v.maxLength(AUDIENCE_NAME_MAX_LENGTH, 'too_long'),
    ),
    kind: v.picklist(EXTERNAL_ID_KINDS, 'invalid'),
    language: ContactLanguage,
    source: v.picklist(['contacts', 'csv', 'manual', 'sftp'], 'invalid'),
    filters: v.optional(AudienceFilters),
    contacts: v.optional(v.pipe(v.array(ManualContact), v.maxLength(MANUAL_CONTACTS_MAX, 'too_long'))),
    sftp_account: v.optional(v.nullable(RowId), null),
    sftp_path: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(SFTP_PATH_MAX_LENGTH, 'too_long'),
        v.check((path) => !path.split('/').includes('..'), 'invalid'),
      ),
      '',
    ),
  }),
  v.forward(
    v.check((input) => input.source !== 'sftp' || input.sftp_account !== null, 'required'),
    ['sftp_account'],
  ),
  v.forward(
    v.check((input) => input.source !== 'sftp' || input.sftp_path !== '', 'required'),
    ['sftp_path'],
  ),
);
export type ContactListInput = v.InferOutput<typeof ContactListInput>;

/**
 * One refused row of an import and why: its line in the file (the title line is 1), or, for an
 * audience taken from the conversations, the contact's id.
 */
export const ImportReject = v.object({ line: v.number(), reason: v.string(), value: v.string() });
export type ImportReject = v.InferOutput<typeof ImportReject>;

/**
 * An import into an audience, readable while it runs: bytes and rows read so far (bytes_total is
 * the upload's size when the client said it), accepted and rejected rows, and, once it failed,
 * why (nothing of a failed import is kept).
 */
export const ContactImport = v.object({
  id: v.number(),
  status: v.picklist(['running', 'done', 'failed']),
  file_name: v.nullable(v.string()),
  bytes_read: v.number(),
  bytes_total: v.nullable(v.number()),
  rows_read: v.number(),
  accepted: v.number(),
  rejected: v.number(),
  rejects: v.array(ImportReject),
  error: v.nullable(v.object({ code: v.string(), detail: v.string(), line: v.nullable(v.number()) })),
  started_at: v.string(),
  finished_at: v.nullable(v.string()),
});
export type ContactImport = v.InferOutput<typeof ContactImport>;

/** An audience as lists and forms show it, with its latest import. */
export const ContactList = v.object({
  id: v.number(),
  name: v.string(),
  kind: v.picklist(EXTERNAL_ID_KINDS),
  language: v.string(),
  source: v.picklist(['contacts', 'csv', 'manual', 'sftp']),
  /** Spec 002 §3: where the contacts came from, `bot` (conversations), `csv` or `manual`. */
  origin: v.string(),
  filters: v.nullable(AudienceFilters),
  /** An `sftp` audience's SFTP account and file; null otherwise. */
  sftp: v.nullable(v.object({ account: v.nullable(v.number()), path: v.string() })),
  /** `empty` before any contact, `importing` while an import runs, `ready` otherwise. */
  status: v.picklist(['empty', 'importing', 'ready']),
  contacts_count: v.number(),
  extra_keys: v.array(v.string()),
  /** Campaigns that use the audience: it cannot be deleted while there are any. */
  campaigns_count: v.number(),
  created: v.string(),
  modified: v.string(),
  import: v.nullable(ContactImport),
});
export type ContactList = v.InferOutput<typeof ContactList>;

const PageNumber = v.optional(
  v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'invalid'), v.transform(Number), v.minValue(1, 'invalid')),
  '1',
);

/** `GET /contacts/lists?search=&page=`: newest first, by pages of 50. */
export const ContactListQuery = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(128, 'too_long'))),
  page: PageNumber,
});
export type ContactListQuery = v.InferOutput<typeof ContactListQuery>;

export const ContactListPage = v.object({ count: v.number(), results: v.array(ContactList) });
export type ContactListPage = v.InferOutput<typeof ContactListPage>;

/** Audience ids in a query: `contact_lists=1,2,3` (none: every audience of the company). */
const ListIds = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,9}(,\d{1,9}){0,199}$/, 'invalid'),
    v.transform((ids) => ids.split(',').map(Number)),
  ),
);

/** `GET /contacts/lists/extra-data-keys?contact_lists=`: the variables the audiences carry. */
export const ExtraDataKeysQuery = v.object({ contact_lists: ListIds });
export const ExtraDataKeys = v.object({ keys: v.array(v.string()) });
export type ExtraDataKeys = v.InferOutput<typeof ExtraDataKeys>;

/** `GET /contacts/lists/extra-data-values?key=&contact_lists=&search=`: a variable's values (100 at most). */
export const ExtraDataValuesQuery = v.object({
  key: v.pipe(v.string(), v.minLength(1, 'required'), v.maxLength(64, 'too_long')),
  contact_lists: ListIds,
  search: v.optional(v.pipe(v.string(), v.maxLength(128, 'too_long'))),
});
export const ExtraDataValues = v.object({ values: v.array(v.string()) });
export type ExtraDataValues = v.InferOutput<typeof ExtraDataValues>;

/** `POST /contacts/search`: the company's contacts an audience of source `contacts` would take. */
export const ContactSearchInput = v.object({
  filters: v.optional(AudienceFilters, {}),
  page: v.optional(v.pipe(RowId, v.maxValue(100_000, 'invalid')), 1),
});
export type ContactSearchInput = v.InferOutput<typeof ContactSearchInput>;

export const ContactSearchResult = v.object({
  id: v.number(),
  name: v.string(),
  email: v.nullable(v.string()),
  phone_number: v.nullable(v.string()),
  language: v.nullable(v.string()),
  last_interaction: v.nullable(v.string()),
});
export const ContactSearchPage = v.object({ count: Whole, results: v.array(ContactSearchResult) });
export type ContactSearchPage = v.InferOutput<typeof ContactSearchPage>;
