import type { ContactListInput } from '@omnicanal/api';
import { type ExternalIdKind, isFormulaCell } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { type FieldErrors, HttpError } from '../../http/errors.ts';
import { ContactFill } from './fill.ts';
import { fillFromGuests, GUEST_EXTRA_KEYS } from './from-guests.ts';
import { fillFromSftp } from './from-sftp.ts';
import { importInProgress } from './import-csv.ts';
import { type ContactListRow, startFill } from './repo.ts';
import { type ContactRow, externalIdFor } from './row.ts';

/** Spec 002 §3 contact origin: `bot` for contacts taken from the conversations, else the source. */
export function originOf(source: ContactListInput['source']): string {
  return source === 'contacts' ? 'bot' : source;
}

/** An audience's kind says what its contacts are: it stays as created. */
export function refuseKindChange(current: ContactListRow, input: ContactListInput): void {
  if (current.kind !== input.kind)
    throw new HttpError(400, 'invalid_payload', 'An audience keeps the kind it was created with.', {
      kind: ['read_only'],
    });
}

/**
 * The contacts typed in the form, checked as a file's rows are (external_id of the audience's
 * kind, normalised; no two alike). Any problem refuses them all, named on its field.
 */
function manualContacts(list: ContactListRow, input: ContactListInput): ContactRow[] {
  const fields: FieldErrors = {};
  const seen = new Map<string, number>();
  const rows: ContactRow[] = [];
  (input.contacts ?? []).forEach((contact, index) => {
    const language = contact.language ?? list.language;
    const external = externalIdFor(list.kind as ExternalIdKind, contact.external_id, language);
    if (external.id === null) {
      fields[`contacts.${index}.external_id`] = [external.reason];
      return;
    }
    if (seen.has(external.id)) {
      fields[`contacts.${index}.external_id`] = ['duplicate'];
      return;
    }
    seen.set(external.id, index);
    const extra = contact.extra ?? {};
    if (Object.values(extra).some(isFormulaCell)) {
      fields[`contacts.${index}.extra`] = ['formula_cell'];
      return;
    }
    rows.push({
      line: index + 1,
      external_id: external.id,
      language,
      email: contact.email ?? null,
      phone: list.kind === 'PHONE_NUMBER' ? external.id : null,
      extra: contact.email ? { ...extra, email: contact.email } : extra,
    });
  });
  if (Object.keys(fields).length > 0)
    throw new HttpError(400, 'invalid_payload', 'Some contacts are not valid.', fields);
  return rows;
}

/** The SFTP account and file an audience of source `sftp` reads; nothing for the others. */
export function sftpOf(input: ContactListInput): {
  sftp_account_id: number | null;
  sftp_path: string | null;
} {
  return input.source === 'sftp'
    ? { sftp_account_id: input.sftp_account, sftp_path: input.sftp_path }
    : { sftp_account_id: null, sftp_path: null };
}

/**
 * Fills an audience from its form's source, as a new generation made live at once: `contacts`
 * takes the matching contacts of the company, `manual` the contacts typed (when the form sends
 * them), `sftp` the CSV file on the company's SFTP server. A `csv` audience is filled by its file
 * (`POST /contacts/csv`).
 */
export async function fillAudience(
  ctx: { db: Kysely<DB>; config: Pick<ServerConfig, 'secretKey' | 'outboundPrivate'> },
  list: ContactListRow,
  input: ContactListInput,
): Promise<void> {
  const { db } = ctx;
  if (input.source === 'csv' || (input.source === 'manual' && input.contacts === undefined)) return;
  if (input.source === 'sftp') return fillFromSftp(ctx, list);
  const typed = input.source === 'manual' ? manualContacts(list, input) : [];
  const started = await startFill(db, list, { name: null, bytesTotal: null });
  if (!started) throw importInProgress();
  const fill = new ContactFill(db, started);
  try {
    if (input.source === 'contacts') {
      await fillFromGuests(db, list, input.filters ?? {}, fill);
      await fill.complete(GUEST_EXTRA_KEYS);
      return;
    }
    for (const row of typed) await fill.add(row.line, { contact: row });
    const keys = [...new Set(typed.flatMap((row) => Object.keys(row.extra)))].sort();
    await fill.complete(keys);
  } catch (err) {
    await fill.fail({ code: 'interrupted', detail: String((err as Error).message), line: null });
    throw err;
  }
}
