import type { WebivrSnapshotState } from '@omnicanal/api';
import { hasRank } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import type { Actor } from '../auth/access.ts';
import { userSkills } from '../core/repo.ts';
import type { DB } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { type AccountRow, findAccount, menuState, writeMenuState } from './repo.ts';

/*
 * Who sees a web IVR, and the one way its working menu changes: inside a transaction that holds the
 * account, then records the new state as a snapshot (spec 001 §4: undo and redo go through the
 * server, so they survive a reload) and marks the account as having unpublished changes.
 */

/** How long an undo stays possible after the edit that made it. */
export const SNAPSHOT_TTL_MS = 24 * 60 * 60 * 1000;
/** Undo steps kept per account; older ones are dropped as new edits come. */
export const SNAPSHOT_KEEP = 100;

/** An account whose working version exists (every account has one from its creation). */
export type WorkingAccount = AccountRow & { working_version_id: number };

/**
 * Spec 001 §6 "webivr needs webivr and the user's skill": an admin or owner sees every web IVR of the
 * company, a manager those of their own skills. Anything else answers 404, as if it did not exist.
 */
export async function visibleAccount(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  lock = false,
): Promise<WorkingAccount> {
  const account = await findAccount(db, actor.companyId, id, lock);
  if (!account || account.working_version_id === null || !(await seesSkill(db, actor, account.skill_id)))
    throw notFound('web IVR');
  return account as WorkingAccount;
}

/** Whether the actor works on this skill's web IVRs. */
export async function seesSkill(db: Kysely<DB>, actor: Actor, skillId: number): Promise<boolean> {
  if (hasRank(actor.role, 'admin')) return true;
  return (await userSkills(db, actor.userId)).some((skill) => skill.id === skillId);
}

/**
 * The version a read looks at: the working one by default, or `version` when it belongs to the
 * account (404 otherwise).
 */
export async function readableVersion(db: Kysely<DB>, account: WorkingAccount, version?: number) {
  if (version === undefined || version === account.working_version_id) return account.working_version_id;
  const row = await db
    .selectFrom('webivr_versions')
    .select('id')
    .where('account_id', '=', account.id)
    .where('id', '=', version)
    .executeTakeFirst();
  if (!row) throw notFound('version');
  return row.id;
}

/**
 * Runs `edit` on the account's working menu, then records the snapshot. Spec 001 §4: non-working
 * versions are read-only, so naming another version of the account is refused with
 * `version_read_only`. A refused edit throws inside the transaction: nothing of it is kept.
 */
export async function editWorking<T>(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  version: number | undefined,
  edit: (trx: Kysely<DB>, account: WorkingAccount) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const account = await visibleAccount(trx, actor, id, true);
    if ((await readableVersion(trx, account, version)) !== account.working_version_id)
      throw new HttpError(
        400,
        'version_read_only',
        'Published and history versions are read-only: edit the working version.',
      );
    const result = await edit(trx, account);
    await recordSnapshot(trx, account);
    return result;
  });
}

/** Records the working menu as the newest snapshot; the undone ones above the cursor are dropped. */
export async function recordSnapshot(trx: Kysely<DB>, account: WorkingAccount): Promise<void> {
  const state = await menuState(trx, account.working_version_id);
  const seq = account.snapshot_cursor + 1;
  await trx
    .deleteFrom('webivr_snapshots')
    .where('account_id', '=', account.id)
    .where((eb) => eb.or([eb('seq', '>=', seq), eb('seq', '<=', seq - SNAPSHOT_KEEP)]))
    .execute();
  await trx
    .insertInto('webivr_snapshots')
    .values({ account_id: account.id, seq, state: JSON.stringify(state) })
    .execute();
  await trx
    .updateTable('webivr_accounts')
    .set({ snapshot_cursor: seq, has_unpublished_changes: true })
    .where('id', '=', account.id)
    .execute();
}

/** The first snapshot of a new working menu: the state undo cannot go past. */
export async function firstSnapshot(trx: Kysely<DB>, accountId: number, versionId: number): Promise<void> {
  const state = await menuState(trx, versionId);
  await trx
    .insertInto('webivr_snapshots')
    .values({ account_id: accountId, seq: 0, state: JSON.stringify(state) })
    .execute();
}

/** The snapshots around the cursor still usable at `now`. */
async function neighbours(db: Kysely<DB>, account: WorkingAccount, now: number) {
  const rows = await db
    .selectFrom('webivr_snapshots')
    .select(['seq', 'created_at'])
    .where('account_id', '=', account.id)
    .where('seq', 'in', [account.snapshot_cursor - 1, account.snapshot_cursor, account.snapshot_cursor + 1])
    .execute();
  const at = (seq: number) => rows.find((row) => row.seq === seq);
  const current = at(account.snapshot_cursor);
  // An undo goes back to the previous state only while the edit that left it is recent enough.
  const expiresAt = current ? current.created_at.getTime() + SNAPSHOT_TTL_MS : null;
  const live = expiresAt !== null && expiresAt > now;
  return {
    previous: live && at(account.snapshot_cursor - 1) !== undefined,
    next: at(account.snapshot_cursor + 1) !== undefined,
    expiresAt,
  };
}

/** Spec 001 §3 "Snapshot state". */
export async function snapshotState(
  db: Kysely<DB>,
  account: WorkingAccount,
  now: number,
): Promise<WebivrSnapshotState> {
  const { previous, next, expiresAt } = await neighbours(db, account, now);
  return {
    has_previous: previous,
    has_next: next,
    expires_at: previous && expiresAt !== null ? new Date(expiresAt).toISOString() : null,
  };
}

/**
 * Spec 001 §4: undo (`previous`) or redo (`next`) on the working menu. With nothing to apply, the
 * answer is `no_previous_snapshot_found` or `no_next_snapshot_found` and nothing changes.
 */
export async function applySnapshot(
  trx: Kysely<DB>,
  account: WorkingAccount,
  mode: 'previous' | 'next',
  now: number,
): Promise<void> {
  const available = await neighbours(trx, account, now);
  if (mode === 'previous' && !available.previous)
    throw new HttpError(400, 'no_previous_snapshot_found', 'There is no change to undo.');
  if (mode === 'next' && !available.next)
    throw new HttpError(400, 'no_next_snapshot_found', 'There is no change to redo.');
  const seq = account.snapshot_cursor + (mode === 'previous' ? -1 : 1);
  const row = await trx
    .selectFrom('webivr_snapshots')
    .select('state')
    .where('account_id', '=', account.id)
    .where('seq', '=', seq)
    .executeTakeFirstOrThrow();
  await writeMenuState(trx, account.working_version_id, row.state);
  await trx
    .updateTable('webivr_accounts')
    .set({ snapshot_cursor: seq, has_unpublished_changes: true })
    .where('id', '=', account.id)
    .execute();
}
