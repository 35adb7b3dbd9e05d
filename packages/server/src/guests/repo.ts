import { randomUUID } from 'node:crypto';
import type { GuestSession, OpenGuestSession } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import { findRoom, roomMessages, toRoom } from '../agents/rooms-repo.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { openBotSession } from '../bot/runtime/open.ts';
import { runnableBot } from '../bot/runtime/repo.ts';
import type { DB } from '../db/schema.ts';
import { currentSeq } from '../events/log.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { Infrastructure } from '../infrastructure.ts';
import { reserveRoomNumberOfSkill } from '../rooms/room-numbers.ts';
import { webivrHandOff } from '../webivr/visitor.ts';
import { entryPointRules, refuseBeyondOpenEvents } from './entry-point-rules.ts';
import { guestInfos, insertWaitingRoom, knownGuestOf, newGuest, postWaitingMessage } from './room-open.ts';
import { guestMessage, guestMessages } from './views.ts';
import { resolveVisitor } from './visitor.ts';

/**
 * Finds the skill and reserves its company's next room number, in a statement of its own, before
 * the conversation's transaction (rooms/room-numbers.ts).
 */
async function reserveRoomNumber(db: Kysely<DB>, skillId: number) {
  const skill = await reserveRoomNumberOfSkill(db, skillId);
  if (!skill) throw notFound('skill');
  return skill;
}

/**
 * Opens a web-chat conversation: a guest, and the guest token (only its hash is kept) that speaks
 * for this one conversation. When the skill's web channel has a bot, the bot owns the conversation
 * first (bot/runtime); otherwise a waiting room opens in the skill's queue at once, with the
 * skill's waiting message. A widget that sends the token of its previous conversation stays the
 * same guest, so agents see its history. Through an entry point, its skill answers and its rules
 * apply: the visitor's `address` must pass its IP lists, and its max open events holds; its web
 * tree starts the skill's bot instead of the bot's init tree.
 */
export async function openGuestSession(
  ctx: Infrastructure,
  input: OpenGuestSession,
  previousToken: string | null = null,
  address: string | null = null,
): Promise<GuestSession> {
  const entry = input.entry_point ? await entryPointRules(ctx.db, input.entry_point, address) : null;
  // A hand-off from a web IVR menu: its messaging node's skill answers, with the path kept for the
  // agents; the visitor asked for a person, so no bot comes first.
  const handOff = input.webivr ? await webivrHandOff(ctx.db, input.webivr) : null;
  if (handOff && entry && handOff.companyId !== entry.companyId)
    throw new HttpError(400, 'invalid_payload', 'This web IVR hand-off is not valid.', {
      webivr: ['not_found'],
    });
  const skill = await reserveRoomNumber(ctx.db, handOff?.skillId ?? entry?.skillId ?? input.skill);
  const visitor = await resolveVisitor(ctx.db, skill.company_id, input, new Date(ctx.clock()));
  const bot = ctx.config.bots && !handOff ? await runnableBot(ctx.db, skill.id, entry?.tree ?? null) : null;
  if (bot) return openBotSession(ctx, { skill, visitor, previousToken, bot, entry });
  const token = newToken();
  return ctx.rooms.commit(async (trx, emit) => {
    const known = await knownGuestOf(trx, skill.company_id, visitor, previousToken);
    // A new guest has no open conversation yet: only a known one can be beyond the maximum.
    if (known !== null) await refuseBeyondOpenEvents(trx, entry, known, ctx.rooms.now());
    const uuid = randomUUID();
    const { row, seq } = await insertWaitingRoom(ctx, trx, emit, {
      uuid,
      companyId: skill.company_id,
      skillId: skill.id,
      guest: known ?? newGuest(skill.company_id, visitor),
      tokenHash: hashToken(token),
      infos: handOff
        ? { ...guestInfos(visitor.input), webivr_path: handOff.path }
        : guestInfos(visitor.input),
      number: skill.room_seq,
      integrationId: entry?.id ?? null,
    });
    const waiting = await postWaitingMessage(ctx, trx, emit, row, skill.waiting_message);
    return {
      token,
      room: { uuid, status: toRoom(row).status },
      skill: { id: skill.id, name: skill.name },
      messages: waiting ? [guestMessage(waiting.message)] : [],
      last_seq: waiting?.seq ?? seq,
    };
  });
}

/** Whether a guest token belongs to a guest an agent blocked. */
export async function isBlockedGuest(db: Kysely<DB>, token: string | null): Promise<boolean> {
  if (!token || token.length > 512) return false;
  const row = await db
    .selectFrom('rooms')
    .innerJoin('guests', 'guests.id', 'rooms.guest_id')
    .select('guests.blocked_at')
    .where('rooms.guest_token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return Boolean(row?.blocked_at);
}

/** The room a guest token speaks for. */
export function roomOfGuestToken(db: Kysely<DB>, token: string | null) {
  if (!token || token.length > 512) return Promise.resolve(undefined);
  return db
    .selectFrom('rooms')
    .select(['uuid', 'company_id', 'guest_id', 'integration_id'])
    .where('guest_token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

/**
 * The conversation as it stands, to restore the widget after a reload. One repeatable-read
 * snapshot, so the messages are exactly those up to `last_seq` and a resume from it misses nothing.
 */
export async function currentGuestSession(
  ctx: Infrastructure,
  token: string,
  roomUuid: string,
): Promise<GuestSession> {
  return ctx.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const row = await findRoom(trx, roomUuid);
      if (!row) throw notFound('room');
      const lastSeq = await currentSeq(trx, row.company_id);
      const skill = await trx
        .selectFrom('skills')
        .select(['id', 'name'])
        .where('id', '=', row.skill_id)
        .executeTakeFirstOrThrow();
      const messages = guestMessages(await roomMessages(trx, roomUuid));
      const status = toRoom(row).status;
      return { token, room: { uuid: roomUuid, status }, skill, messages, last_seq: lastSeq };
    });
}
