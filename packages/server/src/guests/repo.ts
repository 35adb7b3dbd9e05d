import { randomUUID } from 'node:crypto';
import type { GuestSession, OpenGuestSession } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import { findRoom, type RoomRow, roomMessages, toRoom } from '../agents/rooms-repo.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { DB } from '../db/schema.ts';
import { currentSeq } from '../events/log.ts';
import { notFound } from '../http/errors.ts';
import type { Infrastructure } from '../infrastructure.ts';
import { roomOpened } from '../rooms/activity.ts';
import { roomConfigurationOf } from '../rooms/configuration-repo.ts';
import { guestMessages } from './views.ts';

/** Default name of a visitor who gave none. */
export const DEFAULT_GUEST_NAME = 'Visiteur';

/** The guest a previous conversation token of the same company speaks for, if any. */
async function returningGuest(
  db: Kysely<DB>,
  companyId: number,
  previousToken: string | null,
): Promise<number | null> {
  if (!previousToken || previousToken.length > 512) return null;
  const row = await db
    .selectFrom('rooms')
    .select('guest_id')
    .where('guest_token_hash', '=', hashToken(previousToken))
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row?.guest_id ?? null;
}

/**
 * Opens a web-chat conversation: a guest, a waiting room in the skill's company, and the guest
 * token (only its hash is kept) that speaks for this one conversation. A widget that sends the
 * token of its previous conversation stays the same guest, so agents see that guest's history.
 */
export async function openGuestSession(
  ctx: Infrastructure,
  input: OpenGuestSession,
  previousToken: string | null = null,
): Promise<GuestSession> {
  const token = newToken();
  // The room number is reserved in a statement of its own, which also finds the skill: inside the
  // transaction its lock on the company row would last until the commit, and every session the
  // company opens would wait for the one before (the event seq takes that lock too, but only at
  // the very end). A session that fails after this leaves its number unused, as a sequence would.
  const skill = await ctx.db
    .updateTable('companies')
    .from('skills')
    .set((eb) => ({ room_seq: eb('companies.room_seq', '+', 1) }))
    .whereRef('companies.id', '=', 'skills.company_id')
    .where('skills.id', '=', input.skill)
    .returning(['companies.room_seq', 'skills.id', 'skills.name', 'skills.company_id'])
    .executeTakeFirst();
  if (!skill) throw notFound('skill');
  return ctx.rooms.commit(async (trx, emit) => {
    const name = input.name || DEFAULT_GUEST_NAME;
    const known = await returningGuest(trx, skill.company_id, previousToken);
    const guest = known
      ? { id: known }
      : await trx
          .insertInto('guests')
          .values({
            uuid: randomUUID(),
            company_id: skill.company_id,
            name,
            email: input.email ?? null,
            language: input.language ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
    const uuid = randomUUID();
    const now = ctx.rooms.now();
    const infos = { name, origin: 'web', email: input.email ?? null, language: input.language ?? null };
    const { settings, ...inserted } = await trx
      .insertInto('rooms')
      .values({
        uuid,
        company_id: skill.company_id,
        skill_id: skill.id,
        guest_id: guest.id,
        status: 'waiting',
        previous_status: null,
        agent_id: null,
        guest_token_hash: hashToken(token),
        infos: JSON.stringify(infos),
        session_group_integer_id: skill.room_seq,
        session_group_id: randomUUID(),
        list_time: now,
        last_waiting: now,
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
    const room = toRoom(row);
    const event = await emit({
      company_id: row.company_id,
      kind: 'room_update',
      room_uuid: uuid,
      skill_id: skill.id,
      agent_id: null,
      payload: room,
    });
    return {
      token,
      room: { uuid, status: room.status },
      skill: { id: skill.id, name: skill.name },
      messages: [],
      last_seq: event.seq,
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
    .select(['uuid', 'company_id', 'guest_id'])
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
