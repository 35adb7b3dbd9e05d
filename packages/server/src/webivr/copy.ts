import { randomUUID } from 'node:crypto';
import type { WebivrNode, WebivrPasteAnswer, WebivrPasteInput, WebivrTree } from '@omnicanal/api';
import { entryPointTrees } from '@omnicanal/core';
import { canDrop, copyLabel, subtreeOf, type WebivrAction } from '@omnicanal/core/webivr';
import type { Kysely } from 'kysely';
import type { Actor } from '../auth/access.ts';
import { listEntryPoints } from '../core/integrations/repo.ts';
import type { DB } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { checkRoom, findNode, type NodeRow, nodeView, versionNodes, versionTrees } from './repo.ts';
import { readableVersion, visibleAccount, type WorkingAccount } from './working.ts';

/*
 * Copies inside and between menus (spec 001 §4): paste a node with its branch, duplicate a tree.
 * Copies get new ids; a jump to a tree the target version lacks is cleared and left unvalidated,
 * so the publish check names it.
 */

const shape = (n: NodeRow) => ({
  id: n.id,
  tree: n.tree_id,
  parent: n.parent_id,
  action: n.action as WebivrAction,
});

/** The rows of a copy of `root`'s branch, hung under `parent` in `tree` of `version`. */
function copyBranch(
  nodes: readonly NodeRow[],
  root: string,
  at: { version: number; tree: string; parent: string | null; position: number; trees: ReadonlySet<string> },
) {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const branch = subtreeOf(nodes.map(shape), root);
  const ids = new Map(branch.map((id) => [id, randomUUID()]));
  return branch.map((id) => {
    const node = byId.get(id) as NodeRow;
    const lostJump =
      node.action === 'to_tree' && typeof node.data.tree_id === 'string' && !at.trees.has(node.data.tree_id);
    return {
      version_id: at.version,
      id: ids.get(id) as string,
      tree_id: at.tree,
      parent_id: id === root ? at.parent : (ids.get(node.parent_id as string) ?? null),
      position: id === root ? at.position : node.position,
      action: node.action,
      label: node.label,
      validated: lostJump ? false : node.validated,
      data: JSON.stringify(lostJump ? { ...node.data, tree_id: null } : node.data),
    };
  });
}

async function insertRows(trx: Kysely<DB>, rows: ReturnType<typeof copyBranch>): Promise<WebivrNode[]> {
  const [first] = rows;
  if (first) await checkRoom(trx, first.version_id, rows.length);
  const out: WebivrNode[] = [];
  for (let i = 0; i < rows.length; i += 500)
    out.push(
      ...(
        await trx
          .insertInto('webivr_nodes')
          .values(rows.slice(i, i + 500))
          .returningAll()
          .execute()
      ).map(nodeView),
    );
  return out;
}

/**
 * `POST /accounts/{id}/nodes/{node}/paste`: copies `node_id` of account `account_id` (its working
 * version unless `version_id`) under the route's node, or in its place with `replace`.
 */
export async function pasteNode(
  trx: Kysely<DB>,
  actor: Actor,
  account: WorkingAccount,
  targetId: string,
  input: WebivrPasteInput,
): Promise<WebivrPasteAnswer> {
  const version = account.working_version_id;
  const target = await findNode(trx, version, targetId);
  if (!target) throw notFound('node');
  const source =
    input.account_id === account.id ? account : await visibleAccount(trx, actor, input.account_id);
  const sourceVersion = await readableVersion(trx, source, input.version_id ?? undefined);
  const sourceNodes = await versionNodes(trx, sourceVersion);
  const copied = sourceNodes.find((node) => node.id === input.node_id);
  if (!copied)
    throw new HttpError(400, 'invalid_payload', 'The copied node does not exist.', {
      node_id: ['not_found'],
    });
  const parentId = input.replace ? target.parent_id : target.id;
  const parent = parentId === null ? null : await findNode(trx, version, parentId);
  if (!canDrop((parent?.action as WebivrAction | undefined) ?? null, copied.action as WebivrAction))
    throw new HttpError(
      400,
      parent ? 'drop_kind_refused' : 'first_node_must_be_page',
      'The node cannot be pasted there.',
      {
        node_id: [parent ? 'drop_kind_refused' : 'first_node_must_be_page'],
      },
    );
  if (input.replace) {
    const working = await versionNodes(trx, version);
    if (subtreeOf(working.map(shape), target.id).includes(copied.id) && sourceVersion === version)
      throw new HttpError(400, 'parent_under_own_child', 'A node cannot replace one of its own parents.', {
        node_id: ['parent_under_own_child'],
      });
    await trx
      .deleteFrom('webivr_nodes')
      .where('version_id', '=', version)
      .where('id', 'in', subtreeOf(working.map(shape), target.id))
      .execute();
  }
  const trees = new Set((await versionTrees(trx, version)).map((tree) => tree.id));
  const position = input.replace
    ? target.position
    : await trx
        .selectFrom('webivr_nodes')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('version_id', '=', version)
        .where('parent_id', '=', target.id)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
  const rows = copyBranch(sourceNodes, copied.id, {
    version,
    tree: target.tree_id,
    parent: parentId,
    position,
    trees,
  });
  const nodes = await insertRows(trx, rows);
  return { node: rows[0]?.id as string, nodes };
}

/**
 * Spec 001 §5 "A tree used by an entry point cannot be deleted": refuses with
 * `tree_linked_to_entrypoints`, naming the skill's entry points that open one of `trees`.
 */
export async function refuseLinkedTrees(
  db: Kysely<DB>,
  account: WorkingAccount,
  trees: readonly string[],
): Promise<void> {
  const linked = (await listEntryPoints(db, account.company_id, { skill: account.skill_id }))
    .filter((entryPoint) => entryPointTrees(entryPoint).some((tree) => trees.includes(tree)))
    .map((entryPoint) => entryPoint.name);
  if (linked.length > 0)
    throw new HttpError(
      400,
      'tree_linked_to_entrypoints',
      `Unable to delete the tree because it is linked with the following entry point(s): ${linked.join(', ')}`,
      { tree: ['tree_linked_to_entrypoints'] },
    );
}

/** `POST /accounts/{id}/trees`: an empty tree at the end. */
export async function createTree(
  trx: Kysely<DB>,
  account: WorkingAccount,
  label: string,
): Promise<WebivrTree> {
  const version = account.working_version_id;
  const last = await trx
    .selectFrom('webivr_trees')
    .select((eb) => eb.fn.max('position').as('p'))
    .where('version_id', '=', version)
    .executeTakeFirst();
  const id = randomUUID();
  await trx
    .insertInto('webivr_trees')
    .values({ version_id: version, id, label, position: last?.p == null ? 0 : Number(last.p) + 1 })
    .execute();
  return { id, label, root_node: null };
}

/**
 * `DELETE /accounts/{id}/trees/{tree}`: the tree with its nodes. Spec 001 §5: refused while an entry
 * point of the skill opens it (`tree_linked_to_entrypoints`, naming them). Jumps to it elsewhere are
 * cleared and left unvalidated, so the publish check names them.
 */
export async function deleteTree(trx: Kysely<DB>, account: WorkingAccount, tree: string): Promise<void> {
  const version = account.working_version_id;
  await refuseLinkedTrees(trx, account, [tree]);
  const deleted = await trx
    .deleteFrom('webivr_trees')
    .where('version_id', '=', version)
    .where('id', '=', tree)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound('tree');
  const jumps = await trx
    .selectFrom('webivr_nodes')
    .select(['id', 'data'])
    .where('version_id', '=', version)
    .where('action', '=', 'to_tree')
    .execute();
  for (const jump of jumps.filter((j) => j.data.tree_id === tree))
    await trx
      .updateTable('webivr_nodes')
      .set({ validated: false, data: JSON.stringify({ ...jump.data, tree_id: null }) })
      .where('version_id', '=', version)
      .where('id', '=', jump.id)
      .execute();
}

/** `POST /accounts/{id}/trees/{tree}/duplicate`: spec 001 §4, named "label (n)", its nodes pasted in. */
export async function duplicateTree(
  trx: Kysely<DB>,
  account: WorkingAccount,
  treeId: string,
): Promise<WebivrTree> {
  const version = account.working_version_id;
  const trees = await versionTrees(trx, version);
  const original = trees.find((tree) => tree.id === treeId);
  if (!original) throw notFound('tree');
  const copy = await createTree(
    trx,
    account,
    copyLabel(
      original.label,
      trees.map((tree) => tree.label),
    ),
  );
  const nodes = await versionNodes(trx, version);
  const ids = new Set([...trees.map((tree) => tree.id), copy.id]);
  const rows = nodes
    .filter((node) => node.tree_id === treeId && node.parent_id === null)
    .flatMap((root) =>
      copyBranch(nodes, root.id, {
        version,
        tree: copy.id,
        parent: null,
        position: root.position,
        trees: ids,
      }),
    );
  await insertRows(trx, rows);
  return { ...copy, root_node: rows.find((row) => row.parent_id === null)?.id ?? null };
}
