import { randomUUID } from 'node:crypto';
import type { WebivrMoveInput, WebivrNode, WebivrNodeInput, WebivrNodeUpdate } from '@omnicanal/api';
import {
  canDrop,
  isActionAllowed,
  moveProblem,
  type PlacementProblem,
  placementProblem,
  subtreeOf,
  type WebivrAction,
} from '@omnicanal/core/webivr';
import type { Kysely } from 'kysely';
import type { Actor } from '../auth/access.ts';
import type { DB } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { checkReferences } from './references.ts';
import { checkRoom, findNode, type NodeRow, nodeView, skillServices, versionNodes } from './repo.ts';
import type { WorkingAccount } from './working.ts';

/*
 * Edits of the working menu's nodes (spec 001 §4–§5), each run by `editWorking` inside the account's
 * transaction: a refused rule throws before anything is written.
 */

const refused = (problem: PlacementProblem, field: string) =>
  new HttpError(400, problem, `The node cannot be placed there (${problem}).`, { [field]: [problem] });

/** Spec 001 §5–§6: callback and messaging only for a manager or above with the skill's service. */
async function checkAction(trx: Kysely<DB>, account: WorkingAccount, actor: Actor, action: WebivrAction) {
  if (!isActionAllowed(action, actor.role, await skillServices(trx, account.skill_id)))
    throw new HttpError(400, 'action_not_allowed', `The ${action} action is not available on this skill.`, {
      action: ['action_not_allowed'],
    });
}

/** The next position under `parent` (or among the roots of `tree`). */
async function nextPosition(trx: Kysely<DB>, versionId: number, tree: string, parent: string | null) {
  const row = await trx
    .selectFrom('webivr_nodes')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('version_id', '=', versionId)
    .where('tree_id', '=', tree)
    .where('parent_id', parent === null ? 'is' : '=', parent)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

async function workingNode(trx: Kysely<DB>, account: WorkingAccount, id: string): Promise<NodeRow> {
  const node = await findNode(trx, account.working_version_id, id);
  if (!node) throw notFound('node');
  return node;
}

/** `POST /accounts/{id}/nodes`. */
export async function createNode(
  trx: Kysely<DB>,
  account: WorkingAccount,
  actor: Actor,
  input: WebivrNodeInput,
): Promise<WebivrNode> {
  const version = account.working_version_id;
  const tree = await trx
    .selectFrom('webivr_trees')
    .select('id')
    .where('version_id', '=', version)
    .where('id', '=', input.tree)
    .executeTakeFirst();
  if (!tree)
    throw new HttpError(400, 'invalid_payload', 'The tree does not exist in this version.', {
      tree: ['not_found'],
    });
  let parent: NodeRow | null = null;
  if (input.parent !== null) {
    parent = (await findNode(trx, version, input.parent)) ?? null;
    if (!parent || parent.tree_id !== input.tree)
      throw new HttpError(400, 'invalid_payload', 'The parent is not a node of this tree.', {
        parent: ['not_found'],
      });
  }
  const count = await trx
    .selectFrom('webivr_nodes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('version_id', '=', version)
    .where('tree_id', '=', input.tree)
    .executeTakeFirstOrThrow();
  const problem = placementProblem(
    input.action,
    parent && {
      id: parent.id,
      tree: parent.tree_id,
      parent: parent.parent_id,
      action: parent.action as WebivrAction,
    },
    Number(count.n) === 0,
  );
  if (problem) throw refused(problem, problem === 'first_node_must_be_page' ? 'action' : 'parent');
  await checkAction(trx, account, actor, input.action);
  await checkReferences(trx, actor, account, input);
  await checkRoom(trx, version, 1);
  const row = await trx
    .insertInto('webivr_nodes')
    .values({
      version_id: version,
      id: randomUUID(),
      tree_id: input.tree,
      parent_id: input.parent,
      position: await nextPosition(trx, version, input.tree, input.parent),
      action: input.action,
      label: input.label,
      validated: input.validated,
      data: JSON.stringify(input.data),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return nodeView(row);
}

/** `POST /accounts/{id}/nodes/{node}`: a changed action must still fit its parent and its children. */
export async function updateNode(
  trx: Kysely<DB>,
  account: WorkingAccount,
  actor: Actor,
  id: string,
  input: WebivrNodeUpdate,
): Promise<WebivrNode> {
  const node = await workingNode(trx, account, id);
  if (input.action !== node.action) {
    const parent = node.parent_id === null ? null : await findNode(trx, node.version_id, node.parent_id);
    if (!canDrop((parent?.action as WebivrAction | undefined) ?? null, input.action))
      throw refused(parent ? 'drop_kind_refused' : 'first_node_must_be_page', 'action');
    const children = await trx
      .selectFrom('webivr_nodes')
      .select('action')
      .where('version_id', '=', node.version_id)
      .where('parent_id', '=', node.id)
      .execute();
    if (children.some((child) => !canDrop(input.action, child.action as WebivrAction)))
      throw refused('drop_kind_refused', 'action');
  }
  await checkAction(trx, account, actor, input.action);
  await checkReferences(trx, actor, account, input);
  const row = await trx
    .updateTable('webivr_nodes')
    .set({
      action: input.action,
      label: input.label,
      validated: input.validated,
      data: JSON.stringify(input.data),
    })
    .where('version_id', '=', node.version_id)
    .where('id', '=', node.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return nodeView(row);
}

/** `DELETE /accounts/{id}/nodes/{node}`: the node and its branch. */
export async function deleteNode(trx: Kysely<DB>, account: WorkingAccount, id: string): Promise<void> {
  await workingNode(trx, account, id);
  const nodes = await versionNodes(trx, account.working_version_id);
  const branch = subtreeOf(
    nodes.map((n) => ({ id: n.id, tree: n.tree_id, parent: n.parent_id, action: n.action as WebivrAction })),
    id,
  );
  await trx
    .deleteFrom('webivr_nodes')
    .where('version_id', '=', account.working_version_id)
    .where('id', 'in', branch)
    .execute();
}

/** `POST /nodes/children`: moves a node and its branch under another node, at `position`. */
export async function moveNode(
  trx: Kysely<DB>,
  account: WorkingAccount,
  input: WebivrMoveInput,
): Promise<WebivrNode> {
  const version = account.working_version_id;
  const nodes = await versionNodes(trx, version);
  const shapes = nodes.map((n) => ({
    id: n.id,
    tree: n.tree_id,
    parent: n.parent_id,
    action: n.action as WebivrAction,
  }));
  const byId = new Map(shapes.map((shape) => [shape.id, shape]));
  if (!byId.has(input.node_id)) throw notFound('node');
  if (!byId.has(input.parent_id))
    throw new HttpError(400, 'invalid_payload', 'The target is not a node of this version.', {
      parent_id: ['not_found'],
    });
  const problem = moveProblem(byId, input.node_id, input.parent_id);
  if (problem) throw refused(problem, problem === 'same_source_target' ? 'parent_id' : 'node_id');
  const target = byId.get(input.parent_id) as (typeof shapes)[number];
  // Siblings at and after the position make room; the branch follows its root into the target's tree.
  await trx
    .updateTable('webivr_nodes')
    .set((eb) => ({ position: eb('position', '+', 1) }))
    .where('version_id', '=', version)
    .where('parent_id', '=', input.parent_id)
    .where('position', '>=', input.position)
    .execute();
  await trx
    .updateTable('webivr_nodes')
    .set({ tree_id: target.tree })
    .where('version_id', '=', version)
    .where('id', 'in', subtreeOf(shapes, input.node_id))
    .execute();
  const row = await trx
    .updateTable('webivr_nodes')
    .set({ parent_id: input.parent_id, position: input.position })
    .where('version_id', '=', version)
    .where('id', '=', input.node_id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return nodeView(row);
}
