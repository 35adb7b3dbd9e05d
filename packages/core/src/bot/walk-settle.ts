/**
 * The runtime's side of the walker: branches the test panel lets the tester pick are answered here
 * by injected functions (the calendar, a random draw for the load balancer, the Messenger opt-in,
 * the outside providers), so the walker itself stays pure and shared.
 */
import type { BotNode } from './model.ts';
import { decide, WALK_LOOP_GUARD, type WaitStep, type Walk, type WalkStep } from './walker.ts';
import { pickWeighted } from './weights.ts';

/** What an outside provider (job, dialogflow, ravana) answers: the output to follow, or "not configured". */
export type ProviderAnswer = { status: 'not_configured' } | { status: 'ok'; output: string | null };

/** The functions that answer the server's branches. */
export interface BranchDeciders {
  /** Is the calendar of a chronos node open now? null: the calendar is unknown. */
  calendarOpen(rule: string | number | null): Promise<boolean | null> | boolean | null;
  /** A number in [0, 1) for the load balancer's draw. */
  random(): number;
  /** Did the visitor accept the Messenger opt-in? null: the channel cannot ask (not Messenger). */
  optIn(node: BotNode, channel: string): Promise<boolean | null> | boolean | null;
  /** An outside provider's answer for a job, dialogflow or ravana node. */
  provider(node: BotNode): Promise<ProviderAnswer> | ProviderAnswer;
}

/** The provider of every outside service until one is configured: it answers "not configured". */
export const notConfigured: BranchDeciders['provider'] = () => ({ status: 'not_configured' });

/**
 * The output the server picks for a branch, or null for none. Chronos: the first output is the
 * calendar's open hours, the next one its closed hours (as the test panel labels them "Ouvert",
 * "Fermé"). Opt-in: the ok output when accepted, else the ko output.
 */
export async function decideBranch(
  walk: Walk,
  step: Extract<WaitStep, { kind: 'branch' }>,
  deciders: BranchDeciders,
): Promise<string | null> {
  const node = walk.bot.nodes[step.node];
  if (!node) return null;
  switch (step.reason) {
    case 'chronos': {
      const open = await deciders.calendarOpen(node.action === 'chronos' ? node.data.rule : null);
      if (open === null) return null;
      return (open ? step.options[0]?.node : (step.options[1]?.node ?? null)) ?? null;
    }
    case 'load-balancer': {
      const weights = step.options.map((o) => {
        const index = node.childs.indexOf(o.node);
        return node.action === 'routing_load_balancer' ? (node.data.weights?.[index] ?? 0) : 0;
      });
      return step.options[pickWeighted(weights, deciders.random())]?.node ?? null;
    }
    case 'optin': {
      const accepted = await deciders.optIn(node, walk.channel);
      const wanted = accepted ? 'messenger_optin_ok' : 'messenger_optin_ko';
      return step.options.find((o) => walk.bot.nodes[o.node]?.action === wanted)?.node ?? null;
    }
    case 'provider': {
      const answer = await deciders.provider(node);
      if (answer.status !== 'ok' || answer.output === null) return null;
      return step.options.some((o) => o.node === answer.output) ? answer.output : null;
    }
  }
}

/** Answers server branches one after the other until the walk waits for the visitor or ends. */
export async function settle(walk: Walk, deciders: BranchDeciders): Promise<Walk> {
  let current = walk;
  for (let rounds = 0; current.waiting?.kind === 'branch'; rounds++) {
    // A calendar whose outputs jump back to itself would loop for ever: the same guard as jumps.
    if (rounds >= WALK_LOOP_GUARD) {
      const end: WalkStep = { kind: 'end', node: current.waiting.node, reason: 'loop' };
      return { ...current, transcript: [...current.transcript, end], waiting: null };
    }
    current = decide(current, await decideBranch(current, current.waiting, deciders));
  }
  return current;
}
