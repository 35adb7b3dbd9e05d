/**
 * Drop rules of spec 001 §4, as plain functions: the builder asks {@link canDrop} while a node is
 * dragged (and shows the refusal reason), and the server runs {@link structureProblems} on save, which
 * re-checks every existing parent/child link with the same edge rules.
 */
import { type Bot, type BotNode, CHRONOS_OUTPUT, LOAD_BALANCER_OUTPUT, type NodeAction } from './model.ts';
import { isListPicker, WHATSAPP_MAX_CHOICES, WHATSAPP_MAX_LIST_CHOICES } from './whatsapp.ts';

/** Why a drop (or an existing link) is refused; the element shows it as `bot:drop.<reason>`. */
export type DropReason =
  | 'unknown-node'
  | 'unknown-target'
  | 'drop-on-itself'
  | 'cannot-be-root'
  | 'already-connected'
  | 'cycle'
  | 'chronos-output-parent'
  | 'input-output-parent'
  | 'input-one-error'
  | 'optin-output-parent'
  | 'output-parent'
  | 'button-parent'
  | 'button-children'
  | 'no-children'
  | 'load-balancer-children'
  | 'one-kind-of-child'
  | 'dialogflow-children'
  | 'ravana-children'
  | 'whatsapp-too-many-choices';

export type DropResult = { ok: true } | { ok: false; reason: DropReason };

/** What the drop is: `move` re-parents a node; `connect` links a node to a connector as a new child. */
export interface DropContext {
  mode: 'move' | 'connect';
  /** Channel id of the route; `whatsapp` switches on the WhatsApp choice limits. */
  channel?: string;
}

/** Actions that cannot be a tree root (§4). */
export const NOT_ROOT_ACTIONS: readonly NodeAction[] = [
  'totree',
  'choice',
  'choice_fallback',
  'input_check',
  'input_error',
  'messenger_optin_ok',
  'messenger_optin_ko',
];

/** Actions that must sit under a given parent action. */
const REQUIRED_PARENT: Partial<
  Record<NodeAction, { parent: NodeAction | readonly NodeAction[]; reason: DropReason }>
> = {
  [CHRONOS_OUTPUT]: { parent: 'chronos', reason: 'chronos-output-parent' },
  input_check: { parent: 'input', reason: 'input-output-parent' },
  input_error: { parent: 'input', reason: 'input-output-parent' },
  messenger_optin_ok: { parent: 'messenger_optin_request', reason: 'optin-output-parent' },
  messenger_optin_ko: { parent: 'messenger_optin_request', reason: 'optin-output-parent' },
  // spec 001 §4 "a button may only be a child of a choice" is read among actions: a tree's entry
  // point is a marker, not an action, and a tree must be able to open with buttons.
  button: { parent: ['choice', 'entrypoint'], reason: 'button-parent' },
  [LOAD_BALANCER_OUTPUT]: { parent: 'routing_load_balancer', reason: 'output-parent' },
  ravana_output: { parent: 'ravana', reason: 'output-parent' },
  dialogflow_intent: { parent: 'dialogflow', reason: 'output-parent' },
  dialogflow_end: { parent: 'dialogflow', reason: 'output-parent' },
  dialogflow_fallback: { parent: 'dialogflow', reason: 'output-parent' },
};

/**
 * Children a parent action accepts. §4 says totree, dialogflow and ravana "cannot have children" and
 * also that dialogflow and ravana "accept only specific outputs": read together, dialogflow and ravana
 * take only their outputs (no plain action follows them) and totree takes nothing.
 */
const ALLOWED_CHILDREN: Partial<Record<NodeAction, { only: readonly NodeAction[]; reason: DropReason }>> = {
  totree: { only: [], reason: 'no-children' },
  dialogflow: {
    only: ['dialogflow_intent', 'dialogflow_end', 'dialogflow_fallback'],
    reason: 'dialogflow-children',
  },
  ravana: { only: ['ravana_output'], reason: 'ravana-children' },
  button: { only: ['choice', 'choice_fallback'], reason: 'button-children' },
  routing_load_balancer: { only: [LOAD_BALANCER_OUTPUT], reason: 'load-balancer-children' },
};

/** Parents whose children must all be of one action (the first child's). */
const ONE_KIND_PARENTS: readonly NodeAction[] = ['entrypoint', 'campaign_template'];

/** Is `candidate` the node `ancestorId` itself or below it? Guards against cycles in bad data. */
export function isDescendant(bot: Bot, candidate: string, ancestorId: string): boolean {
  const seen = new Set<string>();
  let current: string | null = candidate;
  while (current !== null && !seen.has(current)) {
    if (current === ancestorId) return true;
    seen.add(current);
    current = bot.nodes[current]?.parent ?? null;
  }
  return false;
}

/** Children of `parent` other than `excluded`, as nodes. */
function siblings(bot: Bot, parent: BotNode, excluded: string | null): BotNode[] {
  return parent.childs
    .filter((k) => k !== excluded)
    .map((k) => bot.nodes[k])
    .filter((n): n is BotNode => n !== undefined);
}

/**
 * The edge rules for `child` under `parent`, counting the parent's other children (never `child`).
 * Shared by {@link canDrop} and {@link structureProblems}.
 */
export function edgeProblem(bot: Bot, child: BotNode, parent: BotNode, channel?: string): DropReason | null {
  const required = REQUIRED_PARENT[child.action];
  if (required && ![required.parent].flat().includes(parent.action)) return required.reason;
  const allowed = ALLOWED_CHILDREN[parent.action];
  if (allowed && !allowed.only.includes(child.action)) return allowed.reason;
  const others = siblings(bot, parent, child.key);
  if (parent.action === 'input' && child.action === 'input_error') {
    if (others.some((n) => n.action === 'input_error')) return 'input-one-error';
  }
  if (ONE_KIND_PARENTS.includes(parent.action) && others.some((n) => n.action !== child.action)) {
    return 'one-kind-of-child';
  }
  if (channel === 'whatsapp' && child.action === 'choice') {
    const limit = isListPicker(parent) ? WHATSAPP_MAX_LIST_CHOICES : WHATSAPP_MAX_CHOICES;
    if (others.filter((n) => n.action === 'choice').length >= limit) return 'whatsapp-too-many-choices';
  }
  return null;
}

/** Is the node the root of some tree? */
export function isTreeRoot(bot: Bot, nodeId: string): boolean {
  return Object.values(bot.channels).some((c) => Object.values(c.trees).some((t) => t.node === nodeId));
}

/**
 * May `nodeId` be dropped under `targetParentId` (null: as a tree root)? Refusals carry the reason.
 */
export function canDrop(
  bot: Bot,
  nodeId: string,
  targetParentId: string | null,
  context: DropContext,
): DropResult {
  const node = bot.nodes[nodeId];
  if (!node) return { ok: false, reason: 'unknown-node' };
  if (targetParentId === nodeId) return { ok: false, reason: 'drop-on-itself' };
  if (targetParentId === null) {
    return NOT_ROOT_ACTIONS.includes(node.action) ? { ok: false, reason: 'cannot-be-root' } : { ok: true };
  }
  const target = bot.nodes[targetParentId];
  if (!target) return { ok: false, reason: 'unknown-target' };
  // A connector takes a free node only; moving an attached node is a separate gesture (mode 'move').
  if (context.mode === 'connect' && (node.parent !== null || isTreeRoot(bot, nodeId))) {
    return { ok: false, reason: 'already-connected' };
  }
  if (isDescendant(bot, targetParentId, nodeId)) return { ok: false, reason: 'cycle' };
  const reason = edgeProblem(bot, node, target, context.channel);
  return reason ? { ok: false, reason } : { ok: true };
}
