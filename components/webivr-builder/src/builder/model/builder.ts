/**
 * The builder's plain rules over a version's menu (spec 001 §4–§5): which tree is shown, which
 * version may be edited, what may be added under a node, and the server's refusals read back as
 * field errors or as the nodes that block a publish.
 */
import type { ApiError, WebivrAccount, WebivrMenu, WebivrNode } from '@omnicanal/api';
import type { Role } from '@omnicanal/core';
import { allowedActions, canDrop, moveProblem, type WebivrAction } from '@omnicanal/core/webivr';

/** Spec 001 §4: only the working version is edited; published and history versions are read. */
export const isReadOnly = (
  account: Pick<WebivrAccount, 'working_version'> | null,
  version: number,
): boolean => account === null || account.working_version !== version;

/**
 * The tree shown: the one named, else the tree of the node named, else the first tree; null when
 * the version has no tree.
 */
export function shownTree(menu: WebivrMenu, tree?: string | null, node?: string | null): string | null {
  if (tree && menu.trees.some((t) => t.id === tree)) return tree;
  const owner = node ? menu.nodes.find((n) => n.id === node)?.tree : undefined;
  if (owner) return owner;
  return menu.trees[0]?.id ?? null;
}

/**
 * The kinds this user may add under `parent` (null: the first node of an empty tree, a page only):
 * what core's drop rules accept there, among the actions the user's skill allows.
 */
export function addableKinds(
  parent: Pick<WebivrNode, 'action'> | null,
  role: Role,
  skillServices: readonly string[],
): WebivrAction[] {
  return allowedActions(role, skillServices).filter((kind) => canDrop(parent?.action ?? null, kind));
}

/**
 * Why `source` may not move under `target` (core's codes), or null when it may. `byId` is the
 * version's nodes by id, built once by the caller: the panel asks this of every node of a tree.
 */
export function dropProblem(byId: ReadonlyMap<string, WebivrNode>, source: string, target: string) {
  return moveProblem(byId, source, target);
}

/** Field errors of a node save: the server names settings `data.url`; the form names them `url`. */
export function nodeFieldErrors(error: ApiError | null): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(error?.fields ?? {})) {
    const field = path.replace(/^data\./, '');
    out[field] = [...(out[field] ?? []), ...messages];
  }
  return out;
}

/** A node that blocks a publish, as `invalid_nodes_remain` names it (`nodes.<id>`: its problems). */
export interface BlockingNode {
  id: string;
  problems: string[];
}

/** The blocking nodes of a refused publish, in the order the server gave them. */
export function blockingNodes(error: ApiError | null): BlockingNode[] {
  if (error?.code !== 'invalid_nodes_remain') return [];
  return Object.entries(error.fields)
    .filter(([path]) => path.startsWith('nodes.'))
    .map(([path, problems]) => ({ id: path.slice('nodes.'.length), problems }));
}

/** The services of the account's skill (`callback`, `bot`…), for the restricted actions. */
export function skillServices(
  skills: readonly { id: number; services?: readonly { kind: string }[] }[],
  skill: number | undefined,
): string[] {
  return skills.find((s) => s.id === skill)?.services?.map((s) => s.kind) ?? [];
}
