import { canDrop, WEBIVR_CHILD_KINDS, type WebivrAction } from './model.ts';
import type { WebivrNodeShape } from './tree.ts';

/** What the publish check reads of a node. */
export interface CheckedNode extends WebivrNodeShape {
  label: string;
  validated: boolean;
  data: Readonly<Record<string, unknown>>;
}

/** Why a node blocks a publish (spec 001 §4: "Publishing is blocked while invalid nodes remain"). */
export type NodeProblem =
  | 'not_validated'
  | 'first_node_must_be_page'
  | 'parent_required'
  | 'drop_kind_refused'
  | 'label_required'
  | 'target_required'
  | 'output_required';

/** A node that blocks a publish and every reason, for the builder's list of unvalidated nodes. */
export interface InvalidNode {
  id: string;
  tree: string;
  problems: NodeProblem[];
}

/** The data field each action cannot go without: where the link, FAQ, form or jump points. */
const TARGETS: Partial<Record<WebivrAction, string>> = {
  uri: 'url',
  uri__tel: 'phone',
  uri__mail: 'email',
  text: 'text',
  faq: 'faq_id',
  form: 'form_id',
  to_tree: 'tree_id',
  api: 'url',
};

/** Actions a visitor clicks or reads: they carry a label. Outputs are named by their branch. */
const LABELLED = new Set<WebivrAction>(['page', 'choice', 'uri', 'uri__tel', 'uri__mail', 'faq', 'form']);

const filled = (value: unknown) =>
  value !== undefined && value !== null && (typeof value !== 'string' || value.trim() !== '');

/**
 * The problems of one node in its version (`nodes`, every node of the version by id; `children`,
 * the node's children). An empty list means it may go live.
 */
export function nodeProblems(
  node: CheckedNode,
  nodes: ReadonlyMap<string, CheckedNode>,
  children: readonly CheckedNode[],
): NodeProblem[] {
  const problems: NodeProblem[] = [];
  if (!node.validated) problems.push('not_validated');
  const parent = node.parent === null ? null : (nodes.get(node.parent) ?? null);
  if (node.parent === null && node.action !== 'page') problems.push('first_node_must_be_page');
  else if (node.parent !== null && parent === null) problems.push('parent_required');
  else if (parent !== null && !canDrop(parent.action, node.action)) problems.push('drop_kind_refused');
  if (LABELLED.has(node.action) && node.label.trim() === '') problems.push('label_required');
  const target = TARGETS[node.action];
  if (target !== undefined && !filled(node.data[target])) problems.push('target_required');
  // A choice leads somewhere; a form and a routing branch need their outputs to go on.
  const needsChild = node.action === 'choice' || node.action === 'form' || node.action === 'routing';
  if (needsChild && !children.some((child) => WEBIVR_CHILD_KINDS[node.action].includes(child.action)))
    problems.push('output_required');
  return problems;
}

/** Every node of a version that blocks a publish, with its reasons, in the order given. */
export function invalidNodes(nodes: readonly CheckedNode[]): InvalidNode[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const children = new Map<string, CheckedNode[]>();
  for (const node of nodes) {
    if (node.parent === null) continue;
    const list = children.get(node.parent) ?? [];
    list.push(node);
    children.set(node.parent, list);
  }
  const out: InvalidNode[] = [];
  for (const node of nodes) {
    const problems = nodeProblems(node, byId, children.get(node.id) ?? []);
    if (problems.length > 0) out.push({ id: node.id, tree: node.tree, problems });
  }
  return out;
}
