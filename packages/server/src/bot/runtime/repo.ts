import type { Message } from '@omnicanal/api';
import { type Bot, fromWire, initTree } from '@omnicanal/core/bot';
import type { Kysely, Selectable } from 'kysely';
import { hashToken } from '../../auth/tokens.ts';
import type { DB } from '../../db/schema.ts';
import { DEMO_BOT_ID } from '../demo-bot.ts';
import type { StepRow } from './steps.ts';
import type { BotStepsTable } from './tables.ts';

/** The channel the reference server's visitors come through. */
export const WEB_CHANNEL = 'web';

/** A bot ready to run for a skill: its id, the bot and the key of its initial web tree. */
export interface RunnableBot {
  botId: string;
  bot: Bot;
  tree: string;
}

/**
 * The bot that answers a skill's visitors on a channel (the web chat unless told): a saved bot of
 * the skill whose channel has an `init` tree (a saved bot is the published one: the bot service keeps one version). `main`, the
 * id the console opens, wins over other bots of the skill; then the first by id. An entry point's
 * `startTree` starts the walk instead of the init tree when that bot's channel has it (a tree
 * deleted since falls back to the init tree rather than leaving the visitor without an answer).
 */
export async function runnableBot(
  db: Kysely<DB>,
  skillId: number,
  startTree: string | null = null,
  channel: string = WEB_CHANNEL,
): Promise<RunnableBot | null> {
  const rows = await db
    .selectFrom('bots')
    .select(['bot_id', 'data'])
    .where('skill_id', '=', skillId)
    .orderBy((eb) => eb.case().when('bot_id', '=', DEMO_BOT_ID).then(0).else(1).end())
    .orderBy('bot_id')
    .execute();
  for (const row of rows) {
    const bot = fromWire(row.data);
    const chosen = startTree && bot.channels[channel]?.trees[startTree] ? startTree : null;
    const tree = chosen ?? initTree(bot, channel);
    if (tree) return { botId: row.bot_id, bot, tree };
  }
  return null;
}

/** One bot of a skill, as saved now (null once deleted). */
export async function savedBot(db: Kysely<DB>, skillId: number, botId: string): Promise<Bot | null> {
  const row = await db
    .selectFrom('bots')
    .select('data')
    .where('skill_id', '=', skillId)
    .where('bot_id', '=', botId)
    .executeTakeFirst();
  return row ? fromWire(row.data) : null;
}

/** The bot conversation a guest token speaks for (the bot may have handed it off since). */
export function botSessionOfToken(db: Kysely<DB>, token: string | null) {
  if (!token || token.length > 512) return Promise.resolve(undefined);
  return db
    .selectFrom('bot_sessions')
    .select(['uuid', 'company_id', 'guest_id', 'owner'])
    .where('guest_token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

/** The bot conversation, locked until the end of the transaction: one turn at a time. */
export function lockBotSession(trx: Kysely<DB>, uuid: string) {
  return trx.selectFrom('bot_sessions').selectAll().where('uuid', '=', uuid).forUpdate().executeTakeFirst();
}

/** Whether the bot still owns a conversation (no room yet). */
export async function botOwns(db: Kysely<DB>, uuid: string): Promise<boolean> {
  const row = await db.selectFrom('bot_sessions').select('owner').where('uuid', '=', uuid).executeTakeFirst();
  return row?.owner === 'bot';
}

/** What identifies the steps of one conversation. */
export interface StepScope {
  session: string;
  companyId: number;
  bot: string;
  at: Date;
}

/** Stores steps in order. */
export async function insertSteps(
  trx: Kysely<DB>,
  scope: StepScope,
  rows: readonly StepRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('bot_steps')
    .values(
      rows.map((row) => ({
        ...row,
        content: row.content ? JSON.stringify(row.content) : null,
        session: scope.session,
        company_id: scope.companyId,
        bot: scope.bot,
        at: scope.at,
      })),
    )
    .execute();
}

/** The visitor's line of a conversation sent under `clientId`, if one was stored (a retry). */
export function findStepByClientId(trx: Kysely<DB>, session: string, clientId: string) {
  return trx
    .selectFrom('bot_steps')
    .selectAll()
    .where('session', '=', session)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** The lines of a conversation the visitor saw, in order (after step `after`, when given). */
export function transcriptSteps(db: Kysely<DB>, session: string, after?: number) {
  let query = db
    .selectFrom('bot_steps')
    .selectAll()
    .where('session', '=', session)
    .where('content', 'is not', null);
  if (after !== undefined) query = query.where('id', '>', after);
  return query.orderBy('id').execute();
}

/** A transcript step as the message the visitor (and later the agent) sees. */
export function stepMessage(
  row: Selectable<BotStepsTable> | (StepRow & { at: Date }),
  room: string,
): Message {
  return {
    event: row.event ?? '',
    room,
    kind: row.author === 'visitor' ? 'visitor' : 'bot',
    rich_content: row.content as Message['rich_content'],
    author: null,
    client_id: row.client_id,
    created_at: row.at.toISOString(),
  };
}
