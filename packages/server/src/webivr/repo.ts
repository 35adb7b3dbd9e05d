import { WEBIVR_MAX_NODES, type WebivrNode, type WebivrTree } from '@omnicanal/api';
import type { WebivrAction } from '@omnicanal/core/webivr';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { MenuState, WebivrAccountsTable, WebivrNodesTable } from './tables.ts';

/*
 * The web IVR's SQL: accounts, the trees and nodes of one version, and a version's whole menu as
 * one state (what a snapshot keeps, a publish copies and a template holds).
 */

export type AccountRow = Selectable<WebivrAccountsTable>;
export type NodeRow = Selectable<WebivrNodesTable>;

/** An account of the company, locked until the end of the transaction when `lock` (edits queue). */
export async function findAccount(
  db: Kysely<DB>,
  companyId: number,
  id: number,
  lock = false,
): Promise<AccountRow | undefined> {
  let query = db
    .selectFrom('webivr_accounts')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The services of a skill (`[{kind}]`), for the actions it offers. */
export async function skillServices(db: Kysely<DB>, skillId: number): Promise<string[]> {
  const row = await db.selectFrom('skills').select('services').where('id', '=', skillId).executeTakeFirst();
  return (row?.services ?? []).map((service) => service.kind);
}

export const nodeView = (row: NodeRow): WebivrNode => ({
  id: row.id,
  tree: row.tree_id,
  parent: row.parent_id,
  position: row.position,
  action: row.action as WebivrAction,
  label: row.label,
  validated: row.validated,
  data: row.data,
});

/** Every node of a version, trees and siblings in order. */
export async function versionNodes(db: Kysely<DB>, versionId: number): Promise<NodeRow[]> {
  return db
    .selectFrom('webivr_nodes')
    .selectAll()
    .where('version_id', '=', versionId)
    .orderBy('tree_id')
    .orderBy('parent_id', 'asc')
    .orderBy('position')
    .execute();
}

export async function findNode(db: Kysely<DB>, versionId: number, id: string): Promise<NodeRow | undefined> {
  return db
    .selectFrom('webivr_nodes')
    .selectAll()
    .where('version_id', '=', versionId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The trees of a version in order, each with its root page (null while the tree is empty). */
export async function versionTrees(db: Kysely<DB>, versionId: number): Promise<WebivrTree[]> {
  const trees = await db
    .selectFrom('webivr_trees')
    .select(['id', 'label'])
    .where('version_id', '=', versionId)
    .orderBy('position')
    .orderBy('label')
    .execute();
  const roots = await db
    .selectFrom('webivr_nodes')
    .select(['tree_id', 'id'])
    .where('version_id', '=', versionId)
    .where('parent_id', 'is', null)
    .orderBy('position')
    .execute();
  const rootOf = new Map<string, string>();
  for (const root of roots) if (!rootOf.has(root.tree_id)) rootOf.set(root.tree_id, root.id);
  return trees.map((tree) => ({ id: tree.id, label: tree.label, root_node: rootOf.get(tree.id) ?? null }));
}

/** A version's whole menu, as a snapshot keeps it. */
export async function menuState(db: Kysely<DB>, versionId: number): Promise<MenuState> {
  const trees = await db
    .selectFrom('webivr_trees')
    .select(['id', 'label', 'position'])
    .where('version_id', '=', versionId)
    .orderBy('position')
    .execute();
  const nodes = (await versionNodes(db, versionId)).map(({ version_id: _, ...node }) => node);
  return { trees, nodes };
}

/** Replaces a version's menu by `state` (its trees and nodes, ids kept). */
export async function writeMenuState(db: Kysely<DB>, versionId: number, state: MenuState): Promise<void> {
  await db.deleteFrom('webivr_trees').where('version_id', '=', versionId).execute();
  if (state.trees.length > 0)
    await db
      .insertInto('webivr_trees')
      .values(state.trees.map((tree) => ({ ...tree, version_id: versionId })))
      .execute();
  // Inserted in slices: a 2,000-node menu stays under PostgreSQL's bound-parameter limit.
  for (let i = 0; i < state.nodes.length; i += 500)
    await db
      .insertInto('webivr_nodes')
      .values(
        state.nodes
          .slice(i, i + 500)
          .map((node) => ({ ...node, version_id: versionId, data: JSON.stringify(node.data) })),
      )
      .execute();
}

/** The first page of the first tree of a version: where a visitor starts. */
export async function rootNodeOf(db: Kysely<DB>, versionId: number | null): Promise<string | null> {
  if (versionId === null) return null;
  const [first] = await versionTrees(db, versionId);
  return first?.root_node ?? null;
}

/** Labels of the account's published and history versions (for their uniqueness). */
export async function versionLabels(db: Kysely<DB>, accountId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('webivr_versions')
    .select('label')
    .where('account_id', '=', accountId)
    .where('label', 'is not', null)
    .execute();
  return rows.map((row) => row.label ?? '');
}

/** Refuses an edit that would take a version past WEBIVR_MAX_NODES nodes (a copy is bounded too). */
export async function checkRoom(db: Kysely<DB>, versionId: number, adding: number): Promise<void> {
  const row = await db
    .selectFrom('webivr_nodes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('version_id', '=', versionId)
    .executeTakeFirstOrThrow();
  if (Number(row.n) + adding > WEBIVR_MAX_NODES)
    throw new HttpError(400, 'invalid_payload', `A web IVR holds at most ${WEBIVR_MAX_NODES} nodes.`, {
      nodes: ['too_long'],
    });
}
