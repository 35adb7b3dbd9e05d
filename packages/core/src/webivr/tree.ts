import { canDrop, needsParent, type WebivrAction } from './model.ts';

/** What the tree rules need of a node: where it hangs and what it does. */
export interface WebivrNodeShape {
  id: string;
  tree: string;
  parent: string | null;
  action: WebivrAction;
}

/** A refused placement, named by its catalogue code. */
export type PlacementProblem =
  | 'first_node_must_be_page'
  | 'parent_required'
  | 'drop_kind_refused'
  | 'same_source_target'
  | 'parent_under_own_child';

/** Whether `ancestor` is `id` itself or above it, walking parents (a cycle stops the walk). */
export function isWithin(nodes: ReadonlyMap<string, WebivrNodeShape>, id: string, ancestor: string): boolean {
  const seen = new Set<string>();
  for (let at: string | null = id; at !== null && !seen.has(at); at = nodes.get(at)?.parent ?? null) {
    if (at === ancestor) return true;
    seen.add(at);
  }
  return false;
}

/**
 * Spec 001 §5: where a node of kind `action` may go. `parent` is the node it would hang under (null
 * at the top of its tree); `treeIsEmpty` says whether its tree has no node yet, since the first
 * node of a tree must be a page.
 */
export function placementProblem(
  action: WebivrAction,
  parent: WebivrNodeShape | null,
  treeIsEmpty: boolean,
): PlacementProblem | null {
  if (treeIsEmpty && action !== 'page') return 'first_node_must_be_page';
  if (parent === null && needsParent(action)) return 'parent_required';
  // Only the first node stands at the top: a tree has one root page.
  if (parent === null && !treeIsEmpty) return 'parent_required';
  if (!canDrop(parent?.action ?? null, action)) return 'drop_kind_refused';
  return null;
}

/**
 * Spec 001 §5: moving node `source` under node `target`. The two must differ, a parent cannot
 * go under its own child (it would cut its branch from the tree), and the drop kinds hold.
 */
export function moveProblem(
  nodes: ReadonlyMap<string, WebivrNodeShape>,
  source: string,
  target: string,
): PlacementProblem | null {
  if (source === target) return 'same_source_target';
  const moved = nodes.get(source);
  const parent = nodes.get(target);
  if (!moved || !parent) return 'parent_required';
  if (isWithin(nodes, target, source)) return 'parent_under_own_child';
  if (!canDrop(parent.action, moved.action)) return 'drop_kind_refused';
  return null;
}

/** The node and everything below it, parents before children. */
export function subtreeOf(nodes: readonly WebivrNodeShape[], root: string): string[] {
  const children = new Map<string, string[]>();
  for (const node of nodes) {
    if (node.parent === null) continue;
    const list = children.get(node.parent) ?? [];
    list.push(node.id);
    children.set(node.parent, list);
  }
  const out: string[] = [];
  const queue = [root];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const id = queue.shift() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(id);
    queue.push(...(children.get(id) ?? []));
  }
  return out;
}
