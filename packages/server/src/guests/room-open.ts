import { randomUUID } from 'node:crypto';
import type { Message, OpenGuestSession } from '@omnicanal/api';
import { type Insertable, type Kysely, sql } from 'kysely';
import { type RoomRow, toRoom } from '../agents/rooms-repo.ts';
import { hashToken } from '../auth/tokens.ts';
import type { DB } from '../db/schema.ts';
import type { Infrastructure } from '../infrastructure.ts';
import { roomOpened } from '../rooms/activity.ts';
import type { Emit } from '../rooms/announce.ts';
import { roomConfigurationOf } from '../rooms/configuration-repo.ts';
import type { GuestsTable } from './tables.ts';
import type { Visitor } from './visitor.ts';

/*
 * How a visitor's conversation begins: its guest, its first infos, and the waiting room it enters
 * the skill's queue with (opened at once, or when a bot hands it off).
 */

/** Default name of a visitor who gave none. */
export const DEFAULT_GUEST_NAME = 'Visiteur';

/** The guest a previous conversation token of the same company speaks for, if any. */
async function returningGuest(
  db: Kysely<DB>,
  companyId: number,
  previousToken: string | null,
): Promise<number | null> {
  if (!previousToken || previousToken.length > 512) return null;
  const hash = hashToken(previousToken);
  const row = await db
    .selectFrom('rooms')
    .select('guest_id')
    .where('guest_token_hash', '=', hash)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (row) return row.guest_id;
  // A conversation the bot kept to the end (no room) speaks for its guest too.
  const bot = await db
    .selectFrom('bot_sessions')
    .select('guest_id')
    .where('guest_token_hash', '=', hash)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return bot?.guest_id ?? null;
}

/**
 * The guest of a new conversation. A visitor the website vouched for is the guest of that site id,
 * whatever device they come from (their name, email and extra data brought up to date); otherwise
 * the guest a previous token speaks for; else a new one.
 */
export async function guestOf(
  trx: Kysely<DB>,
  companyId: number,
  visitor: Visitor,
  previousToken: string | null,
): Promise<number> {
  const known = await knownGuestOf(trx, companyId, visitor, previousToken);
  if (known !== null) return known;
  const guest = await trx
    .insertInto('guests')
    .values(newGuest(companyId, visitor))
    .returning('id')
    .executeTakeFirstOrThrow();
  return guest.id;
}

/** The row of a new guest for the visitor (see `guestOf`). */
export function newGuest(companyId: number, { input, externalId, extra }: Visitor): Insertable<GuestsTable> {
  return {
    uuid: randomUUID(),
    company_id: companyId,
    name: input.name || DEFAULT_GUEST_NAME,
    email: input.email ?? null,
    language: input.language ?? null,
    external_id: externalId,
    extra: JSON.stringify(extra),
  };
}

/**
 * The guest the visitor already is (by the website's id, or a previous token), brought up to date;
 * null for a visitor who must be a new guest (see `guestOf`).
 */
export async function knownGuestOf(
  trx: Kysely<DB>,
  companyId: number,
  visitor: Visitor,
  previousToken: string | null,
): Promise<number | null> {
  const { input, externalId, extra } = visitor;
  if (externalId) {
    const identified = await trx
      .selectFrom('guests')
      .select(['id', 'extra'])
      .where('company_id', '=', companyId)
      .where('external_id', '=', externalId)
      .executeTakeFirst();
    if (identified) {
      const changes = {
        ...(input.name ? { name: input.name } : {}),
        ...(input.email ? { email: input.email } : {}),
        ...(Object.keys(extra).length > 0
          ? { extra: JSON.stringify({ ...identified.extra, ...extra }) }
          : {}),
      };
      // A token with only `sub` changes nothing (an empty SET is not SQL).
      if (Object.keys(changes).length > 0)
        await trx.updateTable('guests').set(changes).where('id', '=', identified.id).execute();
      return identified.id;
    }
  } else {
    const known = await returningGuest(trx, companyId, previousToken);
    if (known) {
      if (Object.keys(extra).length > 0) {
        const row = await trx
          .selectFrom('guests')
          .select('extra')
          .where('id', '=', known)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('guests')
          .set({ extra: JSON.stringify({ ...row.extra, ...extra }) })
          .where('id', '=', known)
          .execute();
      }
      return known;
    }
  }
  return null;
}

/** The room infos a visitor's conversation starts with. */
export const guestInfos = (input: OpenGuestSession) => ({
  name: input.name || DEFAULT_GUEST_NAME,
  origin: 'web',
  email: input.email ?? null,
  language: input.language ?? null,
});

/** What a waiting room is opened with. */
export interface NewWaitingRoom {
  uuid: string;
  companyId: number;
  skillId: number;
  /** Its guest: one that exists, or the row of a new one, inserted by the room's own statement. */
  guest: number | Insertable<GuestsTable>;
  tokenHash: string;
  infos: Record<string, unknown>;
  /** The room number reserved for it (rooms/room-numbers.ts). */
  number: number;
  /** The entry point the conversation came through, if any. */
  integrationId?: number | null;
  /** The channel it came through, replies going back through it; none for the web chat. */
  channelId?: number | null;
}

/**
 * Inserts a `waiting` room for the skill's agents and announces it: the one way a visitor's
 * conversation enters the queue, whether it opens straight there or a bot hands it off.
 */
export async function insertWaitingRoom(
  ctx: Infrastructure,
  trx: Kysely<DB>,
  emit: Emit,
  room: NewWaitingRoom,
): Promise<{ row: RoomRow; seq: number }> {
  const now = ctx.rooms.now();
  const { guest } = room;
  // A new guest is inserted by the same statement, ahead of the room that refers to it.
  const { settings, ...inserted } = await trx
    .with('guest', (db) =>
      typeof guest === 'number'
        ? db.selectNoFrom(sql<number>`${guest}::integer`.as('id'))
        : db.insertInto('guests').values(guest).returning('id'),
    )
    .insertInto('rooms')
    .values({
      uuid: room.uuid,
      company_id: room.companyId,
      skill_id: room.skillId,
      guest_id: (eb) => eb.selectFrom('guest').select('guest.id'),
      status: 'waiting',
      previous_status: null,
      agent_id: null,
      guest_token_hash: room.tokenHash,
      infos: JSON.stringify(room.infos),
      session_group_integer_id: room.number,
      session_group_id: randomUUID(),
      list_time: now,
      last_waiting: now,
      integration_id: room.integrationId ?? null,
      channel_id: room.channelId ?? null,
    })
    .returningAll()
    .returning(({ selectFrom }) =>
      selectFrom('room_configurations')
        .select('room_configurations.settings')
        .whereRef('room_configurations.company_id', '=', 'rooms.company_id')
        .as('settings'),
    )
    .executeTakeFirstOrThrow();
  // A new room has no agent yet.
  const row: RoomRow = { ...inserted, agent_uuid: null, agent_first_name: null, agent_last_name: null };
  await roomOpened(trx, row, now, roomConfigurationOf(settings));
  const event = await emit({
    company_id: row.company_id,
    kind: 'room_update',
    room_uuid: row.uuid,
    skill_id: row.skill_id,
    agent_id: null,
    payload: toRoom(row),
  });
  return { row, seq: event.seq };
}

/**
 * Posts the skill's waiting message (spec 002 §3) into a room that just entered the queue, as a bot
 * line the visitor sees and the agent finds in the transcript; nothing when the skill has none.
 * `text` is the message when the caller read it with the skill.
 */
export function postWaitingMessage(
  ctx: Infrastructure,
  trx: Kysely<DB>,
  emit: Emit,
  row: RoomRow,
  text?: string,
): Promise<{ message: Message; seq: number } | null> {
  return ctx.rooms.postSkillMessage(trx, emit, row, 'waiting', text);
}
