import { randomUUID } from 'node:crypto';
import type { BotPrompt, GuestServerEvent, Message, RichContent, RoomBotInfos } from '@omnicanal/api';
import {
  answer,
  type Bot,
  type BranchDeciders,
  choose,
  nodeTitle,
  numberedChoices,
  settle,
  type WaitStep,
  type Walk,
  type WalkStep,
} from '@omnicanal/core/bot';
import type { Kysely, Selectable } from 'kysely';
import { queueOutbound } from '../../channels/outbound.ts';
import type { DB } from '../../db/schema.ts';
import { postWaitingMessage } from '../../guests/room-open.ts';
import type { Infrastructure } from '../../infrastructure.ts';
import { CommandError } from '../../realtime/errors.ts';
import type { Emit } from '../../rooms/announce.ts';
import { type DecidersContext, runtimeDeciders } from './deciders.ts';
import { idleDeadline } from './expiry-delay.ts';
import { skillFallback } from './fallback.ts';
import { FAULTS, type HandoffCause, handOff } from './handoff.ts';
import {
  findStepByClientId,
  insertSteps,
  lockBotSession,
  savedBot,
  stepMessage,
  transcriptSteps,
} from './repo.ts';
import { resumeWalk, storedWalk, treesOfNodes } from './state.ts';
import { contentText, promptOf, type StepRow, stepRows } from './steps.ts';
import type { BotSessionsTable } from './tables.ts';

/** What a bot turn gives the visitor: new lines, page events, what it waits on now. */
export interface TurnResult {
  lines: Message[];
  events: string[];
  prompt: BotPrompt | null;
  /** Set when the bot handed off in this turn: the room's messages and the last event seq. */
  handedOff: { messages: Message[]; seq: number } | null;
}

/**
 * What an agent reads of a node in the bot's path: its text, else its title, else (a tree's
 * entry) the tree's title, else its action.
 */
function nodeLabel(bot: Bot, channel: string, key: string): string {
  const node = bot.nodes[key];
  if (!node) return key;
  const tree = Object.values(bot.channels[channel]?.trees ?? {}).find((t) => t.node === key);
  const text = (node.txt ?? '').trim() || nodeTitle(node).trim() || (tree?.title ?? '').trim();
  return text.length > 80 ? `${text.slice(0, 79)}…` : text || node.action;
}

/**
 * The numbered list a channel's contact gets for the choices the bot waits on (buttons, or a
 * callback's slots), answered by number or title (`answer` reads both); null when there are none
 * or the walk already wrote them as text (a text-only channel).
 */
function channelChoices(waiting: WaitStep | null): StepRow | null {
  const choices =
    (waiting?.kind === 'buttons' && !waiting.text) ||
    (waiting?.kind === 'callback' && waiting.stage === 'timeslot')
      ? waiting.choices
      : [];
  if (choices.length === 0 || !waiting) return null;
  return {
    tree: null,
    node: waiting.node,
    action: 'choices',
    answer: null,
    author: 'bot',
    content: { type: 'txt', text: numberedChoices(choices) },
    event: randomUUID(),
    client_id: null,
  };
}

/** Queues the lines a turn showed for the channel's contact (the bot session stands for the room). */
async function queueBotLines(
  trx: Kysely<DB>,
  session: Selectable<BotSessionsTable>,
  rows: readonly StepRow[],
  now: Date,
): Promise<void> {
  const room = { ...session, channel_id: session.channel_id };
  for (const row of rows) {
    if (row.author !== 'bot' || !row.content || !row.event) continue;
    await queueOutbound(trx, room, { event: row.event }, now);
  }
}

/** Why a finished walk hands off. */
function causeOf(transcript: readonly WalkStep[]): HandoffCause {
  const handoff = transcript.find((step) => step.kind === 'handoff');
  if (handoff?.kind === 'handoff') return handoff.reason;
  const end = transcript.at(-1);
  if (end?.kind !== 'end' || end.reason === 'done' || end.reason === 'dead-end') return 'end';
  return end.reason;
}

/**
 * Runs a walk on (its server branches answered), stores its steps and position, and hands off when
 * it ended: a tree that ends, a console or gbagent node, or a fault (then the skill's fallback is
 * said first). A fault thrown while walking (a calendar that fails) hands off the same way: the
 * visitor is never left with a bot that stopped answering.
 */
export async function advance(
  ctx: Infrastructure,
  trx: Kysely<DB>,
  emit: Emit,
  session: Selectable<BotSessionsTable>,
  bot: Bot,
  walk: () => Walk,
  before: StepRow[] = [],
  decidersOf: (context: DecidersContext) => BranchDeciders = runtimeDeciders,
): Promise<TurnResult> {
  const now = ctx.rooms.now();
  let walked: Walk | null = null;
  let cause: HandoffCause | null = null;
  let fault: string | null = null;
  try {
    walked = await settle(walk(), decidersOf({ db: trx, companyId: session.company_id, now }));
    if (walked.waiting === null) cause = causeOf(walked.transcript);
  } catch (error) {
    // Only an injected decider can throw (the walk is pure): the fault is kept with the steps.
    cause = 'crash';
    fault = error instanceof Error ? error.message : String(error);
  }
  const trees = treesOfNodes(bot, session.channel);
  const ran = walked ? walked.path.slice(session.state.path.length) : [];
  const rows = [...before, ...(walked ? stepRows(bot, trees, ran, walked.transcript) : [])];
  // A contact on a channel sees no buttons: the choices go out as a numbered list they answer.
  const list = session.channel_id !== null ? channelChoices(walked?.waiting ?? null) : null;
  if (list) rows.push(list);
  if (cause && FAULTS.has(cause)) {
    const text = await skillFallback(trx, session.skill_id, (session.infos.language as string) ?? null);
    rows.push({
      tree: null,
      node: null,
      action: 'fallback',
      answer: fault ? `${cause}: ${fault}` : cause,
      author: 'bot',
      content: { type: 'txt', text },
      event: randomUUID(),
      client_id: null,
    });
  }
  await insertSteps(
    trx,
    { session: session.uuid, companyId: session.company_id, bot: session.bot_id, at: now },
    rows,
  );
  // On a channel the bot's lines leave through its outbox, in order, before any hand-off's.
  if (session.channel_id !== null) await queueBotLines(trx, session, rows, now);
  const state = walked ? storedWalk(walked) : { ...session.state, waiting: null };
  // Waiting on the visitor: the conversation ends if they never answer (see expiry.ts).
  const expiresAt = !cause && state.waiting ? await idleDeadline(trx, session.integration_id, now) : null;
  await trx
    .updateTable('bot_sessions')
    .set({ state: JSON.stringify(state), expires_at: expiresAt })
    .where('uuid', '=', session.uuid)
    .execute();
  const lines = rows
    .filter((r) => r.content && r.author === 'bot')
    .map((r) => stepMessage({ ...r, at: now }, session.uuid));
  const events = (walked?.transcript ?? []).flatMap((s) => (s.kind === 'event' ? [s.label] : []));
  if (!cause) return { lines, events, prompt: promptOf(walked?.waiting ?? null), handedOff: null };
  const handedOff = await handOff(ctx, trx, emit, session, botInfos(bot, session, state, cause));
  // The conversation enters the queue: the skill's waiting message follows the transcript.
  const waiting = await postWaitingMessage(ctx, trx, emit, handedOff.row);
  const messages = waiting ? [...handedOff.messages, waiting.message] : handedOff.messages;
  return { lines, events, prompt: null, handedOff: { messages, seq: waiting?.seq ?? handedOff.seq } };
}

/** What the agent gets of the bot at the hand-off: its path (with readable labels), variables and why. */
export function botInfos(
  bot: Bot,
  session: Selectable<BotSessionsTable>,
  state: { path: string[]; variables: Record<string, string> },
  cause: HandoffCause,
): RoomBotInfos {
  const trees = treesOfNodes(bot, session.channel);
  const path = state.path.map((node) => ({
    tree: trees.get(node) ?? null,
    node,
    label: nodeLabel(bot, session.channel, node),
  }));
  return { bot: session.bot_id, path, variables: state.variables, reason: cause };
}

/** The visitor's move in a bot conversation: a pick among the buttons, or text. */
export type VisitorMove =
  | { kind: 'pick'; choice: string; clientId: string }
  | { kind: 'text'; content: RichContent; clientId: string };

/** Answer of a turn: the visitor's own line, and the bot's. */
export interface TurnAnswer extends TurnResult {
  visitor: Message;
}

/** A pick that is not one of the buttons the bot waits on: refused, never taken as text. */
const notOffered = () => new CommandError('invalid_payload', 'The bot is not waiting on this choice.');

/** The choice a pick names among those the bot waits on (buttons, or a callback's slots). */
function offered(waiting: WaitStep | null, choice: string) {
  const choices =
    waiting?.kind === 'buttons' || (waiting?.kind === 'callback' && waiting.stage === 'timeslot')
      ? waiting.choices
      : [];
  return choices.find((c) => c.node === choice) ?? null;
}

/** A bot deleted since the conversation began: nothing can go on (its path keeps the node keys). */
export const goneBot = (id: string): Bot => ({
  identifier: id,
  nodes: {},
  channels: {},
  nodeMaxCounter: 0,
  dialogflow: {},
});

/**
 * A visitor's turn while the bot owns the conversation, one at a time (the session row is locked).
 * Null when the bot no longer owns it: the caller then goes on with the room, as for any message.
 * A retry (same client id) answers the stored line and moves the bot no further.
 */
export function botTurn(ctx: Infrastructure, uuid: string, move: VisitorMove): Promise<TurnAnswer | null> {
  return ctx.rooms.commit((trx, emit) => botTurnIn(ctx, trx, emit, uuid, move));
}

/**
 * `botTurn` inside the caller's transaction: a channel's inbound message claims its provider id
 * and moves the bot in one commit, so a provider's retry finds both or neither.
 */
export async function botTurnIn(
  ctx: Infrastructure,
  trx: Kysely<DB>,
  emit: Emit,
  uuid: string,
  move: VisitorMove,
): Promise<TurnAnswer | null> {
  const session = await lockBotSession(trx, uuid);
  if (session?.owner !== 'bot') return null;
  const waiting = session.state.waiting;
  const again = await findStepByClientId(trx, uuid, move.clientId);
  if (again) {
    // The answer may have been lost with the connection: the bot's lines since go again.
    const since = await transcriptSteps(trx, uuid, again.id);
    const lines = since.filter((step) => step.author === 'bot').map((step) => stepMessage(step, uuid));
    return {
      visitor: stepMessage(again, uuid),
      lines,
      events: [],
      prompt: promptOf(waiting),
      handedOff: null,
    };
  }
  const saved = await savedBot(trx, session.skill_id, session.bot_id);
  const bot = saved ?? goneBot(session.bot_id);
  const picked = move.kind === 'pick' ? offered(waiting, move.choice) : null;
  if (move.kind === 'pick' && !picked) throw notOffered();
  const content: RichContent = picked
    ? { type: 'txt', text: picked.title }
    : (move as { content: RichContent }).content;
  const text = picked ? picked.title : contentText(content);
  const node = waiting?.node ?? null;
  const own: StepRow = {
    tree: node ? (treesOfNodes(bot, session.channel).get(node) ?? null) : null,
    node,
    action: (node && bot.nodes[node]?.action) || 'visitor',
    answer: picked ? picked.node : text,
    author: 'visitor',
    content,
    event: randomUUID(),
    client_id: move.clientId,
  };
  const visitor = stepMessage({ ...own, at: ctx.rooms.now() }, uuid);
  const next = (): Walk => {
    const walk = resumeWalk(bot, session.channel, session.state);
    const moved = !saved || !waiting ? walk : picked ? choose(walk, picked.node) : answer(walk, text);
    if (moved !== walk) return moved;
    // The bot, or the node it waited on, is gone from the bot saved since: as a broken jump.
    const end: WalkStep = { kind: 'end', node, reason: 'jump-missing' };
    return { ...walk, waiting: null, transcript: [end] };
  };
  const result = await advance(ctx, trx, emit, session, bot, next, [own]);
  return { ...result, visitor };
}

/**
 * Tells the visitor's socket what a turn said, before the command's answer: its own line and the bot's (no
 * seq: they are no room events, `GET /sessions/current` gives them back), the page events, then
 * what the bot waits on now.
 */
export function sendTurn(conn: { send(frame: GuestServerEvent): void }, turn: TurnAnswer): void {
  // The visitor's own line first, so the widget shows it above the bot's answer.
  conn.send({ type: 'event', seq: null, kind: 'message', data: turn.visitor });
  for (const line of turn.lines) conn.send({ type: 'event', seq: null, kind: 'message', data: line });
  for (const label of turn.events)
    conn.send({ type: 'event', seq: null, kind: 'bot_event', data: { label } });
  conn.send({ type: 'event', seq: null, kind: 'bot_prompt', data: turn.prompt });
}
