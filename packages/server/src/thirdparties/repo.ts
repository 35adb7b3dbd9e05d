import type { ThirdPartyAccount, ThirdPartyAccountInput } from '@omnicanal/api';
import {
  type ThirdPartyCategory,
  type ThirdPartyKind,
  thirdPartyKind,
  thirdPartyNewSecrets,
  thirdPartyProblems,
  thirdPartySettings,
} from '@omnicanal/core';
import type { Kysely } from 'kysely';
import { openSecret, sealSecret } from '../channels/secrets.ts';
import type { DB } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';

/*
 * The third-party accounts of a company (table thirdparty_accounts, 0035): public settings as
 * typed, each secret sealed with the server's key. What leaves this file towards a browser is a
 * `ThirdPartyAccount`, in which a secret is only "set" or not.
 */

const COLUMNS = [
  'id',
  'category',
  'kind',
  'label',
  'skills',
  'settings',
  'secrets',
  'sftp_host_key',
  'sftp_confirmed_at',
  'created_at',
  'updated_at',
] as const;

/** A stored account as read: its secrets still sealed. */
export interface AccountRow {
  id: number;
  category: string;
  kind: string;
  label: string;
  skills: number[] | null;
  settings: Record<string, unknown> | null;
  secrets: Record<string, string> | null;
  sftp_host_key: string | null;
  sftp_confirmed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The public settings of an account, as text. */
export function publicSettings(row: Pick<AccountRow, 'settings'>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(row.settings ?? {}).map(([name, value]) => [name, String(value ?? '')]),
  );
}

/** The account as answered: public settings, and whether each secret of its kind is set. */
export function toAccount(row: AccountRow): ThirdPartyAccount {
  const kind = thirdPartyKind(row.kind);
  const stored = row.secrets ?? {};
  const secrets = Object.fromEntries(
    (kind?.fields ?? []).filter((f) => f.secret).map((f) => [f.name, typeof stored[f.name] === 'string']),
  );
  return {
    id: row.id,
    // Written from the catalogue only (saveAccount); the answer's schema refuses anything else.
    category: row.category as ThirdPartyCategory,
    kind: row.kind,
    label: row.label,
    skills: row.skills ?? [],
    settings: publicSettings(row),
    secrets,
    sftp:
      row.category === 'sftp'
        ? {
            host_key: row.sftp_host_key,
            confirmed_at: row.sftp_confirmed_at ? new Date(row.sftp_confirmed_at).toISOString() : null,
          }
        : null,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** The company's accounts (of one category when given), oldest first. */
export async function companyAccounts(
  db: Kysely<DB>,
  companyId: number,
  category?: ThirdPartyCategory,
): Promise<AccountRow[]> {
  let query = db.selectFrom('thirdparty_accounts').select(COLUMNS).where('company_id', '=', companyId);
  if (category) query = query.where('category', '=', category);
  return (await query.orderBy('id').execute()) as AccountRow[];
}

/** One account of the company, or 404 `not_found`. */
export async function accountOf(db: Kysely<DB>, companyId: number, id: number): Promise<AccountRow> {
  const row = await db
    .selectFrom('thirdparty_accounts')
    .select(COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('third-party account');
  return row as AccountRow;
}

/** The kind a path names, or 400 `invalid_payload` on `kind` for one the catalogue does not know. */
export function kindOf(name: string): ThirdPartyKind {
  const kind = thirdPartyKind(name);
  if (!kind)
    throw new HttpError(400, 'invalid_payload', 'This kind of third-party account does not exist.', {
      kind: ['invalid_choice'],
    });
  return kind;
}

/** The opened secrets of an account (for a provider call, never for an answer). */
export function openSecrets(key: Buffer, row: Pick<AccountRow, 'secrets'>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(row.secrets ?? {}).map(([name, sealed]) => [name, openSecret(key, sealed)]),
  );
}

/**
 * Creates an account of `kind`, or changes account `id` (which must be of that kind). The values
 * are checked by the catalogue's rules, the skills must be the company's; a secret left empty on a
 * change keeps the stored one. Changing an SFTP account's host or port forgets its confirmed host
 * key: it is another server, to confirm again. All in one transaction: nothing half-saved.
 */
export async function saveAccount(
  db: Kysely<DB>,
  key: Buffer,
  companyId: number,
  kind: ThirdPartyKind,
  input: ThirdPartyAccountInput,
  id?: number,
): Promise<ThirdPartyAccount> {
  return db.transaction().execute(async (trx) => {
    const stored = id === undefined ? null : await accountOf(trx, companyId, id);
    if (stored && stored.kind !== kind.kind)
      throw new HttpError(400, 'invalid_payload', 'An account keeps its kind.', { kind: ['invalid_choice'] });
    const { label, skills: wanted, ...values } = input;
    const problems = thirdPartyProblems(kind, values, Object.keys(stored?.secrets ?? {}));
    const skills = [...new Set(wanted)];
    if (skills.length > 0) {
      const found = await trx
        .selectFrom('skills')
        .select('id')
        .where('company_id', '=', companyId)
        .where('id', 'in', skills)
        .execute();
      if (found.length !== skills.length) problems.skills = ['unknown_skill'];
    }
    if (Object.keys(problems).length > 0)
      throw new HttpError(400, 'invalid_payload', 'Some fields are not valid.', problems);
    const settings = thirdPartySettings(kind, values);
    const secrets: Record<string, string> = { ...(stored?.secrets ?? {}) };
    for (const [name, value] of Object.entries(thirdPartyNewSecrets(kind, values)))
      secrets[name] = sealSecret(key, value);
    const moved =
      stored !== null &&
      (publicSettings(stored).host !== settings.host || publicSettings(stored).port !== settings.port);
    const row = {
      label,
      skills: JSON.stringify(skills),
      settings: JSON.stringify(settings),
      secrets: JSON.stringify(secrets),
    };
    const saved =
      stored === null
        ? await trx
            .insertInto('thirdparty_accounts')
            .values({ ...row, company_id: companyId, category: kind.category, kind: kind.kind })
            .returning(COLUMNS)
            .executeTakeFirstOrThrow()
        : await trx
            .updateTable('thirdparty_accounts')
            .set({
              ...row,
              updated_at: new Date(),
              ...(moved ? { sftp_host_key: null, sftp_confirmed_at: null } : {}),
            })
            .where('company_id', '=', companyId)
            .where('id', '=', stored.id)
            .returning(COLUMNS)
            .executeTakeFirstOrThrow();
    return toAccount(saved as AccountRow);
  });
}
