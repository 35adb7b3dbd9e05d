import { EXPORT_KINDS, EXPORT_RUN_STATUSES, exportFilenameProblem, recurrenceProblem } from '@omnicanal/core';
import * as v from 'valibot';
import { IsoDate, RowId, Whole } from './common.ts';
import { SettingsLabel } from './settings/common.ts';

/** The longest folder of an SFTP account an export writes into. */
export const EXPORT_SFTP_PATH_MAX_LENGTH = 255;
/** The longest ticket type name (kept for ticketing, which does not exist yet). */
export const EXPORT_TICKET_TYPE_MAX_LENGTH = 128;

/** What started a run: its rule's schedule, or an admin's "run now". */
export const EXPORT_RUN_TRIGGERS = ['schedule', 'manual'] as const;

/**
 * One run of a scheduled export: when it started and finished, what became of it, the file it
 * wrote (name, rows, bytes) or the code of its failure (`sftp_unreachable`, `sftp_auth_failed`,
 * `sftp_host_key_changed`, `sftp_path_not_found`, `sftp_failed`, `sftp_account_missing`,
 * `export_user_missing`, `export_failed`), and the period its rows cover.
 */
export const ScheduledExportRun = v.object({
  id: v.number(),
  trigger: v.picklist(EXPORT_RUN_TRIGGERS),
  status: v.picklist(EXPORT_RUN_STATUSES),
  started_at: IsoDate,
  finished_at: v.nullable(IsoDate),
  period_from: IsoDate,
  period_to: IsoDate,
  filename: v.nullable(v.string()),
  rows: v.nullable(Whole),
  bytes: v.nullable(Whole),
  error_code: v.nullable(v.string()),
});
export type ScheduledExportRun = v.InferOutput<typeof ScheduledExportRun>;

/**
 * A scheduled export (spec 002 §3): a kind of statistics export written as a file to an SFTP
 * third-party account on its recurrence rule, on the company's wall clock. The rows are those the
 * user (`user_id`) may see: the whole company for an admin or owner, their skills' otherwise.
 * `next_run_at` is null while it is inactive; `last_run` is its newest run.
 */
export const ScheduledExport = v.object({
  id: v.number(),
  label: v.string(),
  is_active: v.boolean(),
  kind: v.picklist(EXPORT_KINDS),
  filename: v.string(),
  recurrence_rule: v.string(),
  /** Null once the account was deleted: the export then fails until another is chosen. */
  account_id: v.nullable(v.number()),
  sftp_path: v.string(),
  /** Null once the user was deleted. */
  user_id: v.nullable(v.number()),
  ticket_type: v.nullable(v.string()),
  next_run_at: v.nullable(IsoDate),
  last_run: v.nullable(ScheduledExportRun),
  /** The company's time zone, whose wall clock the rule and the file name's variables are read on. */
  timezone: v.string(),
});
export type ScheduledExport = v.InferOutput<typeof ScheduledExport>;

/** A folder of the account: no `..` step, no backslash or control character; empty is its home. */
const SftpPath = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(EXPORT_SFTP_PATH_MAX_LENGTH, 'too_long'),
  v.check(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    (path) => !/[\\\u0000-\u001f]/.test(path) && !path.split('/').includes('..'),
    'path_invalid',
  ),
);

/**
 * `POST /accounts[/{id}]` of the reports service: what an admin writes. The file name's problem
 * (`filename_variable_missing`, `filename_extension_invalid`, `filename_invalid`) and a malformed
 * rule (`invalid_rule`) are field errors; the account and the user are checked against the
 * company by the server (`not_sftp_account`, `unknown_user`).
 */
export const ScheduledExportInput = v.object({
  label: SettingsLabel,
  is_active: v.optional(v.boolean(), true),
  kind: v.picklist(EXPORT_KINDS, 'invalid_choice'),
  filename: v.pipe(
    v.string('required'),
    v.trim(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = exportFilenameProblem(dataset.value);
      if (problem) addIssue({ message: problem });
    }),
  ),
  recurrence_rule: v.pipe(
    v.string('required'),
    v.trim(),
    v.check((rule) => recurrenceProblem(rule) === null, 'invalid_rule'),
  ),
  account_id: RowId,
  sftp_path: v.optional(SftpPath, ''),
  user_id: RowId,
  ticket_type: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(EXPORT_TICKET_TYPE_MAX_LENGTH, 'too_long'))),
    null,
  ),
});
export type ScheduledExportInput = v.InferOutput<typeof ScheduledExportInput>;

/** `GET /accounts/{id}/runs`: the newest runs first. */
export const ScheduledExportRuns = v.array(ScheduledExportRun);
