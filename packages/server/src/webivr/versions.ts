import type { WebivrAccount, WebivrPublishInput, WebivrVersion } from '@omnicanal/api';
import {
  defaultPublishLabel,
  invalidNodes,
  isVersionLabelTaken,
  type WebivrAction,
} from '@omnicanal/core/webivr';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import {
  type AccountRow,
  menuState,
  rootNodeOf,
  versionLabels,
  versionNodes,
  writeMenuState,
} from './repo.ts';
import type { WebivrVersionsTable } from './tables.ts';
import type { WorkingAccount } from './working.ts';

/*
 * Versions and publishing (spec 001 §4): the working version is copied into a new production
 * version; the former production version joins the history.
 */

export const versionView = (row: Selectable<WebivrVersionsTable>): WebivrVersion => ({
  id: row.id,
  kind: row.kind,
  label: row.label,
  comment: row.comment,
  created_at: row.created_at.toISOString(),
  published_at: row.published_at?.toISOString() ?? null,
});

export async function accountView(db: Kysely<DB>, row: AccountRow): Promise<WebivrAccount> {
  return {
    id: row.id,
    label: row.label,
    skill: row.skill_id,
    language: row.language,
    theme: row.theme_id,
    working_version: row.working_version_id ?? 0,
    production_version: row.production_version_id,
    root_node: await rootNodeOf(db, row.working_version_id),
    has_unpublished_changes: row.has_unpublished_changes,
    created_at: row.created_at.toISOString(),
  };
}

/** The published and history versions, newest first; spec 001 §8 'No production version' when none. */
export async function publishedVersions(db: Kysely<DB>, accountId: number): Promise<WebivrVersion[]> {
  const rows = await db
    .selectFrom('webivr_versions')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('kind', '!=', 'working')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (rows.length === 0) throw new HttpError(404, 'no_production_version', 'No production version');
  return rows.map(versionView);
}

/** A new account's empty working version (the caller records its first snapshot once it is filled). */
export async function newWorkingVersion(trx: Kysely<DB>, accountId: number): Promise<number> {
  const version = await trx
    .insertInto('webivr_versions')
    .values({ account_id: accountId, kind: 'working' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('webivr_accounts')
    .set({ working_version_id: version.id })
    .where('id', '=', accountId)
    .execute();
  return version.id;
}

/** The default label in the publisher's time zone; a zone Intl does not know falls back to UTC. */
function defaultLabel(now: Date, taken: readonly string[], timeZone: string): string {
  try {
    return defaultPublishLabel(now, taken, timeZone);
  } catch {
    return defaultPublishLabel(now, taken);
  }
}

/**
 * `POST /accounts/{id}/publish`. Refused, changing nothing, while a node blocks it (each named with
 * its reasons as `nodes.<id>` field errors) or when the label is taken.
 */
export async function publish(
  trx: Kysely<DB>,
  account: WorkingAccount,
  input: WebivrPublishInput,
  now: Date,
  timeZone = 'UTC',
): Promise<WebivrVersion> {
  const taken = await versionLabels(trx, account.id);
  const label = input.label ? input.label : defaultLabel(now, taken, timeZone);
  if (isVersionLabelTaken(label, taken))
    throw new HttpError(400, 'already_exists', 'Another version of this web IVR has this name.', {
      label: ['already_exists'],
    });
  const nodes = await versionNodes(trx, account.working_version_id);
  const invalid = invalidNodes(
    nodes.map((node) => ({
      id: node.id,
      tree: node.tree_id,
      parent: node.parent_id,
      action: node.action as WebivrAction,
      label: node.label,
      validated: node.validated,
      data: node.data,
    })),
  );
  if (nodes.length === 0 || invalid.length > 0)
    throw new HttpError(
      400,
      'invalid_nodes_remain',
      nodes.length === 0
        ? 'The menu has no node yet: there is nothing to publish.'
        : `${invalid.length} node(s) must be completed and validated before publishing.`,
      Object.fromEntries(invalid.map((node) => [`nodes.${node.id}`, node.problems])),
    );
  await trx
    .updateTable('webivr_versions')
    .set({ kind: 'history' })
    .where('account_id', '=', account.id)
    .where('kind', '=', 'production')
    .execute();
  const version = await trx
    .insertInto('webivr_versions')
    .values({ account_id: account.id, kind: 'production', label, comment: input.comment, published_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  await writeMenuState(trx, version.id, await menuState(trx, account.working_version_id));
  await trx
    .updateTable('webivr_accounts')
    .set({ production_version_id: version.id, has_unpublished_changes: false })
    .where('id', '=', account.id)
    .execute();
  return versionView(version);
}
