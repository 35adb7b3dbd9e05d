import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Infrastructure } from '../../infrastructure.ts';
import type { Emit } from '../../rooms/announce.ts';
import { EVENT_TEXTS } from '../../rooms/room-actions.ts';
import { handOff } from './handoff.ts';
import { savedBot } from './repo.ts';
import { botInfos, goneBot } from './turn.ts';

/** Expired conversations looked at per pass; the rest wait for the next one. */
const BATCH = 100;

/**
 * Ends the bot conversations left waiting on a visitor past their `expires_at` (set at each turn
 * that ends waiting: the entry point's session TTL later, else `BOT_IDLE_DEFAULT_MS`). Each is
 * claimed in its own transaction with `FOR UPDATE SKIP LOCKED`, as the room timers are: a turn in
 * progress holds the row (and moves the deadline), another instance skips it, and whoever comes
 * second finds it no longer the bot's. The conversation becomes a room (the transcript, the bot's
 * path and `reason: 'expired'` for the agents' history), closed at once as auto-closed with
 * `close_extras.reason = 'bot_session_expired'`. Answers how many ended.
 */
export async function expireBotSessions(ctx: Infrastructure, now: Date = ctx.rooms.now()): Promise<number> {
  const due = await ctx.db
    .selectFrom('bot_sessions')
    .select('uuid')
    .where('owner', '=', 'bot')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(BATCH)
    .execute();
  let ended = 0;
  for (const { uuid } of due)
    if (await ctx.rooms.commit((trx, emit) => endExpired(ctx, trx, emit, uuid, now))) ended++;
  return ended;
}

async function endExpired(
  ctx: Infrastructure,
  trx: Kysely<DB>,
  emit: Emit,
  uuid: string,
  now: Date,
): Promise<boolean> {
  const session = await trx
    .selectFrom('bot_sessions')
    .selectAll()
    .where('uuid', '=', uuid)
    .where('owner', '=', 'bot')
    .where('expires_at', '<=', now)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (!session) return false;
  const bot = (await savedBot(trx, session.skill_id, session.bot_id)) ?? goneBot(session.bot_id);
  const { row } = await handOff(ctx, trx, emit, session, botInfos(bot, session, session.state, 'expired'));
  await ctx.rooms.closeLocked(
    trx,
    emit,
    row,
    { text: EVENT_TEXTS.autoClosed, author: null },
    { close_extras: JSON.stringify({ auto_closed: true, reason: 'bot_session_expired' }) },
  );
  return true;
}
