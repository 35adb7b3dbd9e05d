/**
 * The bot walker: one for the builder's test panel and the server's runtime. Given a bot, a channel
 * and a position, it runs the nodes by itself until the bot waits for the visitor (buttons, typed
 * text, a callback number), waits for a branch the server picks (a calendar, the load balancer, an
 * opt-in, an outside provider) or ends. Pure and synchronous: the test panel lets the tester pick a
 * server branch, the runtime answers it through injected functions (see `settle` in walk-settle.ts).
 */
import { type Bot, type BotNode, CHRONOS_OUTPUT, nodeTitle } from './model.ts';
import { callbackNumber, hasPhrase, textWords, typedChoice } from './walk-text.ts';
import { weightPercentages } from './weights.ts';

/** A choice offered to the visitor: the node it leads to, and its title. */
export interface WalkChoice {
  node: string;
  title: string;
}

/** Why the walk waits on a branch the server picks. */
export type BranchReason = 'chronos' | 'load-balancer' | 'optin' | 'provider';

/** What a node asks to be recorded (spec 001 §3: callback, contact lists, opt-out, campaign reply). */
export type RecordKind = 'callback' | 'contact_list' | 'rcs_optout' | 'campaign_reply';

/** Why the bot hands the conversation to the console. */
export type HandoffReason = 'console' | 'gbagent';

/**
 * Why a walk ended. `dead-end`: nothing follows; `jump-missing`: a totree to a deleted tree;
 * `loop`: the loop guard stopped it; `calendar-unknown`: a chronos node whose calendar is unknown;
 * `not-configured`: an outside provider (job, dialogflow, ravana) is not configured.
 */
export type EndReason = 'done' | 'dead-end' | 'jump-missing' | 'loop' | 'calendar-unknown' | 'not-configured';

/** One thing the conversation shows or does. */
export type WalkStep =
  | { kind: 'message'; node: string; text: string }
  | { kind: 'link'; node: string; title: string; url: string; image: string }
  /** `text` is the numbered fallback of a text-only channel, where buttons cannot be shown. */
  | { kind: 'buttons'; node: string; choices: WalkChoice[]; text?: string }
  | { kind: 'input'; node: string }
  | { kind: 'callback'; node: string; stage: 'number' }
  | { kind: 'callback'; node: string; stage: 'timeslot'; choices: WalkChoice[] }
  | { kind: 'branch'; node: string; reason: BranchReason; options: { node: string; label: string }[] }
  /** custom_js_event: an event the widget emits on the visitor's page. */
  | { kind: 'event'; node: string; label: string }
  | { kind: 'record'; node: string; what: RecordKind; data: Record<string, string | number | null> }
  | { kind: 'handoff'; node: string; reason: HandoffReason }
  | { kind: 'end'; node: string | null; reason: EndReason };

/** A step the walk may wait on. */
export type WaitStep = Extract<WalkStep, { kind: 'buttons' | 'input' | 'callback' | 'branch' }>;

/**
 * A walk: what was shown, what the bot waits for (null once ended), the nodes run (`path`, in
 * order), the variables the visitor's answers set, and how many nodes ran.
 */
export interface Walk {
  bot: Bot;
  channel: string;
  transcript: WalkStep[];
  waiting: WaitStep | null;
  visited: number;
  path: string[];
  variables: Record<string, string>;
}

/** Nodes the bot may run through on its own before the walk is stopped as a loop (totree cycles). */
export const WALK_LOOP_GUARD = 200;

/** Channels that show no buttons: a choice is offered as a numbered text list, answered by number or title. */
export const TEXT_ONLY_CHANNELS: readonly string[] = ['sms', 'email'];

/** The slot id of "as soon as possible", the one slot a callback offers without a timeslots provider. */
export const CALLBACK_ASAP = 'asap';

/** Text a node shows: its txt (a url node's card comes apart as a link step). */
function shownText(node: BotNode): string {
  return (node.txt ?? '').trim();
}

const kidsOf = (bot: Bot, node: BotNode) =>
  node.childs.map((k) => bot.nodes[k]).filter((n): n is BotNode => n !== undefined);

/** The variable an input's answer is kept under: its custom tag, else `input_<tag>`. */
export const inputVariable = (node: BotNode) => node.customTag?.trim() || `input_${node.tag}`;

/** A callback node's message, when the manager wrote one. */
function callbackMessage(node: BotNode, key: string): string {
  if (node.action !== 'callback') return '';
  return (node.data.messages?.[key as keyof typeof node.data.messages] ?? '').trim();
}

/** The numbered text of a choice list, for a text-only channel. */
export function numberedChoices(choices: readonly WalkChoice[]): string {
  return choices.map((c, i) => `${i + 1}. ${c.title}`).join('\n');
}

/** Server-picked branches and outputs of a node, or null when it is not one. */
function branchOf(bot: Bot, node: BotNode): WaitStep | null {
  const kids = kidsOf(bot, node);
  switch (node.action) {
    case 'chronos': {
      const options = kids
        .filter((k) => k.action === CHRONOS_OUTPUT)
        .map((k, i) => ({ node: k.key, label: nodeTitle(k).trim() || `Sortie ${i + 1}` }));
      return { kind: 'branch', node: node.key, reason: 'chronos', options };
    }
    case 'routing_load_balancer': {
      const shares = weightPercentages(node.childs.map((_, i) => node.data.weights?.[i] ?? 0));
      const options = node.childs.flatMap((k, i) =>
        bot.nodes[k] ? [{ node: k, label: `Sortie ${i + 1} (${shares[i] ?? 0} %)` }] : [],
      );
      return { kind: 'branch', node: node.key, reason: 'load-balancer', options };
    }
    case 'messenger_optin_request': {
      const options = kids
        .filter((k) => k.action === 'messenger_optin_ok' || k.action === 'messenger_optin_ko')
        .map((k) => ({ node: k.key, label: k.action === 'messenger_optin_ok' ? 'ok' : 'ko' }));
      return { kind: 'branch', node: node.key, reason: 'optin', options };
    }
    case 'job':
    case 'dialogflow':
    case 'dialogflow_intent':
    case 'ravana': {
      const options = kids.map((k) => ({ node: k.key, label: nodeTitle(k).trim() || k.action }));
      return { kind: 'branch', node: node.key, reason: 'provider', options };
    }
    default:
      return null;
  }
}

/** What a recording node records. */
function recordOf(node: BotNode, walk: Walk): WalkStep | null {
  switch (node.action) {
    case 'campaigns_contactlist':
      return { kind: 'record', node: node.key, what: 'contact_list', data: { list: node.data.contact_list } };
    case 'rcs_optout':
      return { kind: 'record', node: node.key, what: 'rcs_optout', data: { list: node.data.contact_list } };
    case 'campaign_template':
      return { kind: 'record', node: node.key, what: 'campaign_reply', data: { channel: walk.channel } };
    default:
      return null;
  }
}

/** Runs from `start` until the bot waits or ends; `extra` are steps already shown before it. */
function run(walk: Walk, start: string, extra: WalkStep[] = []): Walk {
  const { bot, channel } = walk;
  const steps: WalkStep[] = [...extra];
  const path = [...walk.path];
  let visited = walk.visited;
  const stop = (step: WalkStep): Walk => ({
    ...walk,
    transcript: [...walk.transcript, ...steps, step],
    waiting: step.kind === 'end' ? null : (step as WaitStep),
    visited,
    path,
  });
  const end = (node: string | null, reason: EndReason) => stop({ kind: 'end', node, reason });
  let current: string = start;
  for (let guard = 0; ; guard++) {
    if (guard >= WALK_LOOP_GUARD) return end(current, 'loop');
    const node = bot.nodes[current];
    if (!node) return end(current, 'dead-end');
    visited++;
    path.push(node.key);
    const text = node.action === 'input_error' || node.action === 'callback' ? '' : shownText(node);
    if (text !== '') steps.push({ kind: 'message', node: node.key, text });
    const kids = kidsOf(bot, node);
    if (node.action === 'url') {
      const { title = '', url = '', image = '' } = node.data ?? {};
      steps.push({ kind: 'link', node: node.key, title, url, image });
    }
    const record = recordOf(node, walk);
    if (record) steps.push(record);
    const branch = branchOf(bot, node);
    if (branch) {
      // A calendar or balancer with nowhere to go leaves the visitor stuck: stop here.
      if (branch.kind === 'branch' && branch.options.length === 0 && branch.reason !== 'provider')
        return end(node.key, 'dead-end');
      return stop(branch);
    }
    switch (node.action) {
      case 'button': {
        // choice_fallback is no button: it takes the text that names no choice (see answer).
        const choices = kids
          .filter((k) => k.action === 'choice')
          .map((k) => ({ node: k.key, title: nodeTitle(k) }));
        if (choices.length === 0) return end(node.key, 'dead-end');
        const step: WalkStep = { kind: 'buttons', node: node.key, choices };
        if (TEXT_ONLY_CHANNELS.includes(channel)) step.text = numberedChoices(choices);
        return stop(step);
      }
      case 'input':
        return stop({ kind: 'input', node: node.key });
      case 'callback': {
        const ask = callbackMessage(node, 'ask_input_number');
        if (ask) steps.push({ kind: 'message', node: node.key, text: ask });
        return stop({ kind: 'callback', node: node.key, stage: 'number' });
      }
      case 'console':
      case 'gbagent':
        steps.push({ kind: 'handoff', node: node.key, reason: node.action });
        return end(node.key, 'done');
      case 'custom_js_event':
        steps.push({ kind: 'event', node: node.key, label: node.data.label ?? '' });
        break;
      case 'totree': {
        const tree = node.data.tree ? bot.channels[channel]?.trees[node.data.tree] : undefined;
        if (!tree || !bot.nodes[tree.node]) return end(node.key, 'jump-missing');
        current = tree.node;
        continue;
      }
      default:
        break;
    }
    // Plain actions run on with their first child; without one the walk ends here.
    const next = node.childs[0];
    if (next === undefined) return end(node.key, 'dead-end');
    current = next;
  }
}

/** Starts at a tree's root and runs until the bot waits for the visitor or a server branch, or ends. */
export function startWalk(bot: Bot, channel: string, treeKey: string): Walk {
  const walk: Walk = { bot, channel, transcript: [], waiting: null, visited: 0, path: [], variables: {} };
  const tree = bot.channels[channel]?.trees[treeKey];
  if (!tree) return { ...walk, transcript: [{ kind: 'end', node: null, reason: 'jump-missing' }] };
  return run(walk, tree.node);
}

/** The key of the channel's initial tree (`kind: 'init'`), or null when it has none. */
export function initTree(bot: Bot, channel: string): string | null {
  const trees = Object.values(bot.channels[channel]?.trees ?? {});
  return trees.find((t) => t.kind === 'init')?.key ?? null;
}

/** Runs on past a node the visitor or the server picked. */
const after = (walk: Walk, node: string) => run(walk, node);

/**
 * The visitor picks a button, or the tester a server branch; anything not offered leaves the walk
 * exactly as it is (the same object), so a caller can tell a refused pick.
 */
export function choose(walk: Walk, node: string): Walk {
  const waiting = walk.waiting;
  if (waiting?.kind === 'buttons' && waiting.choices.some((c) => c.node === node)) return after(walk, node);
  if (waiting?.kind === 'branch' && waiting.options.some((o) => o.node === node)) return after(walk, node);
  if (waiting?.kind === 'callback' && waiting.stage === 'timeslot') {
    const slot = waiting.choices.find((c) => c.node === node);
    if (slot) return callbackRecorded(walk, waiting.node, slot.node);
  }
  return walk;
}

/**
 * The server answers the branch it was asked: the output it picked, or null when it has none (an
 * unknown calendar, a provider not configured, an opt-in refused without a ko output).
 */
export function decide(walk: Walk, node: string | null): Walk {
  const waiting = walk.waiting;
  if (waiting?.kind !== 'branch') return walk;
  if (node !== null) return choose(walk, node);
  const reason: EndReason =
    waiting.reason === 'chronos'
      ? 'calendar-unknown'
      : waiting.reason === 'provider'
        ? 'not-configured'
        : 'dead-end';
  const end: WalkStep = { kind: 'end', node: waiting.node, reason };
  return { ...walk, transcript: [...walk.transcript, end], waiting: null };
}

/** Waits again on `waiting` after showing `message` (a wrong answer). */
function again(walk: Walk, node: string, message: string, waiting: WaitStep): Walk {
  const steps: WalkStep[] = message ? [{ kind: 'message', node, text: message }] : [];
  return { ...walk, transcript: [...walk.transcript, ...steps, waiting], waiting, visited: walk.visited + 1 };
}

/** The callback request is complete: record it, confirm, run on. */
function callbackRecorded(walk: Walk, key: string, slot: string): Walk {
  const node = walk.bot.nodes[key];
  if (!node) return walk;
  const number = walk.variables.callback_number ?? null;
  const steps: WalkStep[] = [{ kind: 'record', node: key, what: 'callback', data: { number, slot } }];
  const created = callbackMessage(node, 'callback_req_created');
  if (created) steps.push({ kind: 'message', node: key, text: created });
  const next = node.childs[0];
  if (next === undefined) {
    const end: WalkStep = { kind: 'end', node: key, reason: 'done' };
    return { ...walk, transcript: [...walk.transcript, ...steps, end], waiting: null };
  }
  return run(walk, next, steps);
}

/** The visitor's answer to a callback: the number, then the time slot. */
function answerCallback(walk: Walk, waiting: Extract<WaitStep, { kind: 'callback' }>, text: string): Walk {
  const node = walk.bot.nodes[waiting.node];
  if (!node) return walk;
  if (waiting.stage === 'timeslot') {
    const slot = typedChoice(waiting.choices, text);
    if (slot) return callbackRecorded(walk, node.key, slot.node);
    return again(walk, node.key, callbackMessage(node, 'wrong_timeslot_choice'), waiting);
  }
  const number = callbackNumber(text);
  if (!number) return again(walk, node.key, callbackMessage(node, 'wrong_number_input'), waiting);
  const asap = callbackMessage(node, 'timeslot_label_asap') || 'ASAP';
  const choices = [{ node: CALLBACK_ASAP, title: asap }];
  const next: WaitStep = { kind: 'callback', node: node.key, stage: 'timeslot', choices };
  const ask = callbackMessage(node, 'ask_timeslot_choice');
  const withNumber = { ...walk, variables: { ...walk.variables, callback_number: number } };
  return again(withNumber, node.key, ask, next);
}

/**
 * The visitor types text. At an input: the input_check child whose words match (case- and
 * accent-insensitive, whole words), else the input_error child (its text is shown, then the input
 * waits again). At buttons: the choice named by its number or title, else the choice_fallback
 * child, else the buttons are offered again. At a callback: its number, then its slot.
 */
export function answer(walk: Walk, text: string): Walk {
  const waiting = walk.waiting;
  if (waiting?.kind === 'callback') return answerCallback(walk, waiting, text);
  if (waiting?.kind === 'buttons') {
    const picked = typedChoice(waiting.choices, text);
    if (picked) return after(walk, picked.node);
    const owner = walk.bot.nodes[waiting.node];
    const fallback = owner && kidsOf(walk.bot, owner).find((k) => k.action === 'choice_fallback');
    if (fallback) return after(walk, fallback.key);
    return again(walk, waiting.node, '', waiting);
  }
  if (waiting?.kind !== 'input') return walk;
  const input = walk.bot.nodes[waiting.node];
  if (!input) return walk;
  const typed = textWords(text);
  const kids = kidsOf(walk.bot, input);
  const check = kids.find(
    (k) => k.action === 'input_check' && (k.data.words ?? []).some((w) => hasPhrase(typed, textWords(w))),
  );
  if (check) {
    const variables = { ...walk.variables, [inputVariable(input)]: text };
    return run({ ...walk, variables }, check.key);
  }
  const error = kids.find((k) => k.action === 'input_error');
  if (error?.action !== 'input_error') {
    const end: WalkStep = { kind: 'end', node: input.key, reason: 'dead-end' };
    return { ...walk, transcript: [...walk.transcript, end], waiting: null, visited: walk.visited + 1 };
  }
  return again(walk, error.key, (error.data.txt || error.txt || '').trim(), waiting);
}
