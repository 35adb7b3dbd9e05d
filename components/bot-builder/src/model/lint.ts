/**
 * The problems panel: everything that would stop a save (core `validateBot`) plus what a visitor
 * would trip over although the bot saves: dead ends, unreachable nodes, jumps to no tree and
 * load-balancer weights that do not add up. Messages are the core keys as they are, or `lint.<kind>`.
 */
import {
  type Bot,
  type BotNode,
  type NodeAction,
  reachableNodes,
  validateBot,
  WHATSAPP_MESSAGES,
} from '@omnicanal/core/bot';
import { channelNodes, treeOf } from './trees.ts';

export { treeOf };

/** What kind of problem: the first three block a save, the others are advice. */
export type LintKind =
  | 'structure'
  | 'validation'
  | 'whatsapp'
  | 'dead-end'
  | 'unreachable'
  | 'broken-jump'
  | 'weights';

/** One problem of a node. `message` is an i18n key; `tree` the tree the node belongs to. */
export interface LintProblem {
  node: string;
  tree: string | null;
  kind: LintKind;
  message: string;
  field?: string;
  params?: Record<string, string | number>;
}

/**
 * Actions after which the conversation is in other hands, so no child is needed: the agent
 * (console), another tree (totree), an AI agent or its outputs (dialogflow*, ravana*, gbagent), a job,
 * a page event (custom_js_event: the page takes over), a callback request, and an input error (its
 * text is shown and the input waits again). A link card (url) is a message like any other: the
 * visitor may not follow the link, so it still needs a next step.
 */
export const END_ACTIONS: readonly NodeAction[] = [
  'console',
  'totree',
  'dialogflow',
  'dialogflow_intent',
  'dialogflow_end',
  'dialogflow_fallback',
  'ravana',
  'ravana_output',
  'gbagent',
  'job',
  'custom_js_event',
  'callback',
  'input_error',
];

/** Actions whose missing children are already a structure problem (no second report). */
const STRUCTURE_CHECKED: readonly NodeAction[] = ['button', 'input'];

const WHATSAPP_KEYS = new Set<string>(Object.values(WHATSAPP_MESSAGES));

function weightProblem(node: BotNode): LintProblem['params'] | null {
  if (node.action !== 'routing_load_balancer') return null;
  const outputs = node.childs.length;
  const weights = node.data.weights ?? [];
  const sum = weights.slice(0, outputs).reduce((a, b) => a + b, 0);
  if (outputs === 0) return null;
  return weights.length !== outputs || sum !== 100 ? { sum } : null;
}

/** Every problem of the open bot for `channel`, in reading order of the channel's trees. */
export function lintBot(bot: Bot, channel: string): LintProblem[] {
  const inChannel = channelNodes(bot, channel);
  const order = new Map(inChannel.map((n, i) => [n.node, i]));
  const tree = (node: string) => treeOf(bot, channel, node);
  const problems: LintProblem[] = validateBot(bot, { channel }).map((p) => ({
    node: p.node,
    tree: tree(p.node),
    kind: p.field === 'node' ? 'structure' : WHATSAPP_KEYS.has(p.message) ? 'whatsapp' : 'validation',
    message: p.message,
    field: p.field,
  }));
  const add = (node: string, kind: LintKind, field?: string, params?: LintProblem['params']) =>
    problems.push({
      node,
      tree: tree(node),
      kind,
      message: `lint.${kind}`,
      ...(field ? { field } : {}),
      ...(params ? { params } : {}),
    });
  for (const { node: key } of inChannel) {
    const node = bot.nodes[key] as BotNode;
    if (
      node.childs.length === 0 &&
      !END_ACTIONS.includes(node.action) &&
      !STRUCTURE_CHECKED.includes(node.action)
    ) {
      add(key, 'dead-end');
    }
    if (node.action === 'totree') {
      const target = node.data.tree;
      if (target === null || !bot.channels[channel]?.trees[target]) add(key, 'broken-jump', 'tree');
    }
    const weights = weightProblem(node);
    if (weights) add(key, 'weights', 'weights', weights);
  }
  const reachable = reachableNodes(bot);
  for (const key of Object.keys(bot.nodes)) if (!reachable.has(key)) add(key, 'unreachable');
  // Reading order of the channel; problems of nodes outside it (other channels, unreachable) last.
  const rank = (p: LintProblem) => order.get(p.node) ?? Number.MAX_SAFE_INTEGER;
  return problems
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p) - rank(b.p) || a.i - b.i)
    .map(({ p }) => p);
}
