/**
 * The test panel: walks a tree the way a visitor would meet it, without any server. The bot runs by
 * itself until it waits for the visitor (buttons, typed text, a branch the server would pick: a
 * schedule or the load balancer, picked here by the tester) or ends.
 */
import { type Bot, type BotNode, CHRONOS_OUTPUT, nodeTitle } from '@omnicanal/core/bot';
import { END_ACTIONS } from './lint.ts';
import { weightPercentages } from './ops.ts';
import { fold } from './search.ts';

/** One thing the test conversation shows. */
export type WalkStep =
  | { kind: 'message'; node: string; text: string }
  | { kind: 'buttons'; node: string; choices: { node: string; title: string }[] }
  | { kind: 'input'; node: string }
  | {
      kind: 'branch';
      node: string;
      reason: 'chronos' | 'load-balancer';
      options: { node: string; label: string }[];
    }
  | { kind: 'handoff'; node: string }
  | { kind: 'end'; node: string | null; reason: 'done' | 'dead-end' | 'jump-missing' };

/** A test conversation: what was shown, what the bot waits for (null once ended), nodes visited. */
export interface Walk {
  bot: Bot;
  channel: string;
  transcript: WalkStep[];
  waiting: WalkStep | null;
  visited: number;
}

/** Nodes the bot may run through on its own before the walk is stopped as a loop (totree cycles). */
export const WALK_LOOP_GUARD = 200;

/** Text a node shows: its txt, else for a link card its title. */
function shownText(node: BotNode): string {
  const txt = (node.txt ?? '').trim();
  if (txt !== '') return txt;
  return node.action === 'url' ? (node.data.title ?? '').trim() : '';
}

/** Runs from `start` until the bot waits or ends; `steps` collects what is shown. */
function run(walk: Walk, start: string): Walk {
  const { bot, channel } = walk;
  const steps: WalkStep[] = [];
  let visited = walk.visited;
  const stop = (step: WalkStep): Walk => ({
    ...walk,
    transcript: [...walk.transcript, ...steps, step],
    waiting: step.kind === 'end' ? null : step,
    visited,
  });
  let current: string = start;
  for (let guard = 0; ; guard++) {
    if (guard >= WALK_LOOP_GUARD) return stop({ kind: 'end', node: current, reason: 'dead-end' });
    const node = bot.nodes[current];
    if (!node) return stop({ kind: 'end', node: current, reason: 'dead-end' });
    visited++;
    const text = node.action === 'input_error' ? '' : shownText(node);
    if (text !== '') steps.push({ kind: 'message', node: node.key, text });
    const kids = node.childs.map((k) => bot.nodes[k]).filter((n): n is BotNode => n !== undefined);
    switch (node.action) {
      case 'button': {
        const choices = kids
          .filter((k) => k.action === 'choice' || k.action === 'choice_fallback')
          .map((k) => ({ node: k.key, title: nodeTitle(k) }));
        if (choices.length === 0) return stop({ kind: 'end', node: node.key, reason: 'dead-end' });
        return stop({ kind: 'buttons', node: node.key, choices });
      }
      case 'input':
        return stop({ kind: 'input', node: node.key });
      case 'chronos': {
        const outputs = kids.filter((k) => k.action === CHRONOS_OUTPUT);
        if (outputs.length === 0) return stop({ kind: 'end', node: node.key, reason: 'dead-end' });
        const options = outputs.map((k, i) => ({
          node: k.key,
          label: nodeTitle(k).trim() || `Sortie ${i + 1}`,
        }));
        return stop({ kind: 'branch', node: node.key, reason: 'chronos', options });
      }
      case 'routing_load_balancer': {
        if (kids.length === 0) return stop({ kind: 'end', node: node.key, reason: 'dead-end' });
        const shares = weightPercentages(node.childs.map((_, i) => node.data.weights?.[i] ?? 0));
        const options = node.childs.flatMap((k, i) =>
          bot.nodes[k] ? [{ node: k, label: `Sortie ${i + 1} (${shares[i] ?? 0} %)` }] : [],
        );
        return stop({ kind: 'branch', node: node.key, reason: 'load-balancer', options });
      }
      case 'console':
        steps.push({ kind: 'handoff', node: node.key });
        return stop({ kind: 'end', node: node.key, reason: 'done' });
      case 'totree': {
        const tree = node.data.tree ? bot.channels[channel]?.trees[node.data.tree] : undefined;
        if (!tree || !bot.nodes[tree.node])
          return stop({ kind: 'end', node: node.key, reason: 'jump-missing' });
        current = tree.node;
        continue;
      }
      default:
        break;
    }
    // An end action hands the conversation over (AI agent, page, job…): the test stops there.
    if (END_ACTIONS.includes(node.action)) return stop({ kind: 'end', node: node.key, reason: 'done' });
    // Plain actions run on with their first child; without one the visitor is stuck.
    const next = node.childs[0];
    if (next === undefined) return stop({ kind: 'end', node: node.key, reason: 'dead-end' });
    current = next;
  }
}

/** Starts at a tree's root and runs until the bot waits for the visitor (buttons, input, branch) or ends. */
export function startWalk(bot: Bot, channel: string, treeKey: string): Walk {
  const walk: Walk = { bot, channel, transcript: [], waiting: null, visited: 0 };
  const tree = bot.channels[channel]?.trees[treeKey];
  if (!tree) return { ...walk, transcript: [{ kind: 'end', node: null, reason: 'jump-missing' }] };
  return run(walk, tree.node);
}

/** The visitor picks a choice / a branch; anything not offered leaves the walk as it is. */
export function choose(walk: Walk, node: string): Walk {
  const waiting = walk.waiting;
  if (waiting?.kind === 'buttons' && waiting.choices.some((c) => c.node === node)) return run(walk, node);
  if (waiting?.kind === 'branch' && waiting.options.some((o) => o.node === node)) return run(walk, node);
  return walk;
}

/** Words of a text, folded (case and accents dropped), split on anything not a letter or digit. */
const words = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Does `text` contain `phrase` as whole words (a multi-word phrase as consecutive words)? */
function hasPhrase(text: string[], phrase: string[]): boolean {
  if (phrase.length === 0) return false;
  for (let i = 0; i + phrase.length <= text.length; i++) {
    if (phrase.every((w, j) => text[i + j] === w)) return true;
  }
  return false;
}

/**
 * The visitor types text: goes to the input_check child whose words match (case/accent-insensitive,
 * whole word), else the input_error child (its text is shown, then the input waits again).
 */
export function answer(walk: Walk, text: string): Walk {
  const waiting = walk.waiting;
  if (waiting?.kind !== 'input') return walk;
  const input = walk.bot.nodes[waiting.node];
  if (!input) return walk;
  const typed = words(text);
  const kids = input.childs.map((k) => walk.bot.nodes[k]).filter((n): n is BotNode => n !== undefined);
  const check = kids.find(
    (k) => k.action === 'input_check' && (k.data.words ?? []).some((w) => hasPhrase(typed, words(w))),
  );
  if (check) return run(walk, check.key);
  const error = kids.find((k) => k.action === 'input_error');
  if (error?.action !== 'input_error') {
    const end: WalkStep = { kind: 'end', node: input.key, reason: 'dead-end' };
    return { ...walk, transcript: [...walk.transcript, end], waiting: null, visited: walk.visited + 1 };
  }
  const message = (error.data.txt || error.txt || '').trim();
  const steps: WalkStep[] = message ? [{ kind: 'message', node: error.key, text: message }] : [];
  return {
    ...walk,
    transcript: [...walk.transcript, ...steps, waiting],
    waiting,
    visited: walk.visited + 1,
  };
}
