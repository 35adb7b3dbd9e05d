import { randomUUID } from 'node:crypto';
import type { RichContent } from '@omnicanal/api';
import { startWalk } from '@omnicanal/core/bot';
import type { Kysely } from 'kysely';
import { hashToken, newToken } from '../auth/tokens.ts';
import { runnableBot } from '../bot/runtime/repo.ts';
import { contentText, type StepRow } from '../bot/runtime/steps.ts';
import { advance, botTurnIn } from '../bot/runtime/turn.ts';
import type { DB } from '../db/schema.ts';
import type { Infrastructure } from '../infrastructure.ts';
import type { Emit } from '../rooms/announce.ts';
import { nextRoomNumber } from '../rooms/room-numbers.ts';
import type { ChannelRow } from './repo.ts';

/*
 * Bots on channels: a contact who writes on WhatsApp, Telegram… while no room of theirs is open
 * talks to the bot of the channel's skill when that bot has a tree for the channel (the bot
 * builder keeps trees per channel), as a web visitor does. The bot's lines leave through the
 * channel's outbox; its choices go out as a numbered list the contact answers by number or title;
 * at the hand-off the conversation becomes the channel's room with the transcript, as on the web.
 */

/** A contact's message on its way to the bot. */
export interface ContactMessage {
  guestId: number;
  content: RichContent;
  clientId: string;
  /** The room infos the conversation takes at the hand-off (name, origin, phone number). */
  infos: Record<string, unknown>;
}

/** Where the bot took the message: its conversation (the room's uuid to be) and the line's id. */
export interface BotTook {
  uuid: string;
  event: string;
}

/**
 * Gives a contact's message to the bot, in the caller's transaction: to the conversation the bot
 * already holds with them on this channel, else to a new one when the skill's bot has a tree for
 * the channel. Null when no bot answers: the message then goes to a waiting room.
 */
export async function botTakes(
  ctx: Infrastructure,
  trx: Kysely<DB>,
  emit: Emit,
  channel: ChannelRow & { skill_id: number },
  message: ContactMessage,
): Promise<BotTook | null> {
  const held = await trx
    .selectFrom('bot_sessions')
    .select('uuid')
    .where('channel_id', '=', channel.id)
    .where('guest_id', '=', message.guestId)
    .where('owner', '=', 'bot')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (held) {
    const turn = await botTurnIn(ctx, trx, emit, held.uuid, {
      kind: 'text',
      content: message.content,
      clientId: message.clientId,
    });
    if (turn) return { uuid: held.uuid, event: turn.visitor.event };
  }
  return openContactBot(ctx, trx, emit, channel, message);
}

/** A new bot conversation opened by the contact's message, which the bot's channel tree answers. */
async function openContactBot(
  ctx: Infrastructure,
  trx: Kysely<DB>,
  emit: Emit,
  channel: ChannelRow & { skill_id: number },
  message: ContactMessage,
): Promise<BotTook | null> {
  const bot = ctx.config.bots ? await runnableBot(trx, channel.skill_id, null, channel.kind) : null;
  if (!bot) return null;
  const number = await nextRoomNumber(trx, channel.company_id);
  const session = await trx
    .insertInto('bot_sessions')
    .values({
      uuid: randomUUID(),
      company_id: channel.company_id,
      skill_id: channel.skill_id,
      guest_id: message.guestId,
      bot_id: bot.botId,
      channel: channel.kind,
      channel_id: channel.id,
      // The contact holds no conversation token: this one only fills the column.
      guest_token_hash: hashToken(newToken()),
      session_group_integer_id: number,
      infos: JSON.stringify(message.infos),
      owner: 'bot',
      state: JSON.stringify({ waiting: null, visited: 0, path: [], variables: {} }),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  // The contact wrote first: their line opens the transcript, then the tree runs from its start.
  const own: StepRow = {
    tree: null,
    node: null,
    action: 'visitor',
    answer: contentText(message.content),
    author: 'visitor',
    content: message.content,
    event: randomUUID(),
    client_id: message.clientId,
  };
  await advance(ctx, trx, emit, session, bot.bot, () => startWalk(bot.bot, channel.kind, bot.tree), [own]);
  return { uuid: session.uuid, event: own.event as string };
}
