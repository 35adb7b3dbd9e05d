import { randomUUID } from 'node:crypto';
import type { GuestSession, Message } from '@omnicanal/api';
import { startWalk } from '@omnicanal/core/bot';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { currentSeq } from '../../events/log.ts';
import { type EntryPointRules, refuseBeyondOpenEvents } from '../../guests/entry-point-rules.ts';
import { guestInfos, guestOf } from '../../guests/room-open.ts';
import type { Visitor } from '../../guests/visitor.ts';
import type { Infrastructure } from '../../infrastructure.ts';
import { type RunnableBot, stepMessage, transcriptSteps, WEB_CHANNEL } from './repo.ts';
import { promptOf } from './steps.ts';
import { advance } from './turn.ts';

/** What opening a bot conversation needs: the skill (with its reserved room number), the visitor, the bot. */
export interface BotOpening {
  skill: { id: number; name: string; company_id: number; room_seq: number };
  visitor: Visitor;
  previousToken: string | null;
  bot: RunnableBot;
  /** The entry point it opens through, whose max open events holds. */
  entry: EntryPointRules | null;
}

/**
 * Opens a visitor's conversation owned by the bot: no room yet, so no agent sees it (their lists
 * read rooms). The bot's `init` tree runs at once; the visitor gets its greeting and what it waits
 * on. A tree that hands off at once opens the waiting room in the same transaction.
 *
 * The conversation's uuid is the room's to be and its token the room's guest token, so the
 * visitor's socket, reload and messages carry on across the hand-off without a change.
 */
export async function openBotSession(ctx: Infrastructure, opening: BotOpening): Promise<GuestSession> {
  const { skill, visitor, previousToken, bot, entry } = opening;
  const token = newToken();
  const uuid = randomUUID();
  return ctx.rooms.commit(async (trx, emit) => {
    const guestId = await guestOf(trx, skill.company_id, visitor, previousToken);
    await refuseBeyondOpenEvents(trx, entry, guestId, ctx.rooms.now());
    const session = await trx
      .insertInto('bot_sessions')
      .values({
        uuid,
        company_id: skill.company_id,
        skill_id: skill.id,
        guest_id: guestId,
        bot_id: bot.botId,
        channel: WEB_CHANNEL,
        guest_token_hash: hashToken(token),
        session_group_integer_id: skill.room_seq,
        infos: JSON.stringify(guestInfos(visitor.input)),
        owner: 'bot',
        state: JSON.stringify({ waiting: null, visited: 0, path: [], variables: {} }),
        integration_id: entry?.id ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const result = await advance(ctx, trx, emit, session, bot.bot, () =>
      startWalk(bot.bot, WEB_CHANNEL, bot.tree),
    );
    const base = { token, skill: { id: skill.id, name: skill.name } };
    if (result.handedOff)
      return {
        ...base,
        room: { uuid, status: 'waiting' },
        messages: result.handedOff.messages,
        last_seq: result.handedOff.seq,
      };
    return {
      ...base,
      room: { uuid, status: 'waiting' },
      messages: result.lines,
      last_seq: await currentSeq(trx, skill.company_id),
      bot: { prompt: result.prompt },
    };
  });
}

/**
 * The conversation as it stands while the bot owns it, to restore the widget after a reload: the
 * lines so far and what the bot waits on. The visitor is told `waiting`: no agent has it yet.
 */
export async function currentBotSession(
  ctx: Infrastructure,
  token: string,
  uuid: string,
): Promise<GuestSession> {
  const session = await ctx.db
    .selectFrom('bot_sessions')
    .innerJoin('skills', 'skills.id', 'bot_sessions.skill_id')
    .select(['bot_sessions.state', 'bot_sessions.company_id', 'skills.id', 'skills.name'])
    .where('bot_sessions.uuid', '=', uuid)
    .executeTakeFirstOrThrow();
  return {
    token,
    room: { uuid, status: 'waiting' },
    skill: { id: session.id, name: session.name },
    messages: await botMessages(ctx, uuid),
    last_seq: await currentSeq(ctx.db, session.company_id),
    bot: { prompt: promptOf(session.state.waiting) },
  };
}

/** The lines of a bot conversation so far, as the visitor sees them. */
export async function botMessages(ctx: Infrastructure, uuid: string): Promise<Message[]> {
  return (await transcriptSteps(ctx.db, uuid)).map((step) => stepMessage(step, uuid));
}
