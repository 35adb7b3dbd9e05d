import type { SessionGroupGuest, SessionGroupGuestInput } from '@omnicanal/api';
import { hasRank } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import { agentName, canSee, type Viewer } from '../agents/visibility.ts';
import type { DB } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';

/** The room of a session group, if the viewer may see it; anything else is answered as missing. */
async function visibleGroupRoom(db: Kysely<DB>, viewer: Viewer, sessionGroupId: string) {
  const room = await db
    .selectFrom('rooms')
    .select(['uuid', 'company_id', 'skill_id', 'agent_id', 'guest_id', 'status', 'created_at'])
    .where('session_group_id', '=', sessionGroupId)
    .where('company_id', '=', viewer.companyId)
    .executeTakeFirst();
  if (!room || !canSee(viewer, room)) throw notFound('session group');
  return room;
}

type Agent = { uuid: string; first_name: string; last_name: string; email: string } | undefined;

const agentFields = (agent: Agent) => ({
  agent_id: agent?.uuid ?? null,
  agent_name: agent ? agentName(agent) : null,
  agent_email: agent?.email ?? null,
});

/**
 * `GET /session-groups/{id}/guests`: the visitor who opened the conversation (with the room's
 * agent), then the guests agents added, in the order they were added.
 */
export async function sessionGroupGuests(
  db: Kysely<DB>,
  viewer: Viewer,
  sessionGroupId: string,
): Promise<SessionGroupGuest[]> {
  const room = await visibleGroupRoom(db, viewer, sessionGroupId);
  const visitor = await db
    .selectFrom('guests')
    .select(['uuid', 'name'])
    .where('id', '=', room.guest_id)
    .executeTakeFirstOrThrow();
  const roomAgent: Agent =
    room.agent_id === null
      ? undefined
      : await db
          .selectFrom('users')
          .select(['uuid', 'first_name', 'last_name', 'email'])
          .where('id', '=', room.agent_id)
          .executeTakeFirst();
  const added = await db
    .selectFrom('session_group_guests as sgg')
    .innerJoin('guests', 'guests.id', 'sgg.guest_id')
    .leftJoin('users', 'users.id', 'sgg.added_by')
    .select([
      'guests.uuid as guest_uuid',
      'guests.name as guest_name',
      'sgg.created_at',
      'users.uuid as agent_uuid',
      'users.first_name',
      'users.last_name',
      'users.email',
    ])
    .where('sgg.session_group_id', '=', sessionGroupId)
    .where('sgg.company_id', '=', viewer.companyId)
    .orderBy('sgg.created_at')
    .orderBy('guests.uuid')
    .execute();
  const common = { session_group_id: sessionGroupId, skill_id: room.skill_id };
  return [
    {
      ...common,
      guest_id: visitor.uuid,
      guest_name: visitor.name,
      kind: 'visitor',
      ...agentFields(roomAgent),
      created_at: room.created_at.toISOString(),
    },
    ...added.map(
      (row): SessionGroupGuest => ({
        ...common,
        guest_id: row.guest_uuid,
        guest_name: row.guest_name,
        kind: 'participant',
        ...agentFields(
          row.agent_uuid
            ? {
                uuid: row.agent_uuid,
                first_name: row.first_name ?? '',
                last_name: row.last_name ?? '',
                email: row.email ?? '',
              }
            : undefined,
        ),
        created_at: row.created_at.toISOString(),
      }),
    ),
  ];
}

/**
 * `POST /session-groups/{id}/guests`: adds a guest of the company to an open conversation. Like
 * closing, it is the room's agent's call, or a manager's and above; the guest must be one of the
 * company's and not already in the conversation.
 */
export async function addSessionGroupGuest(
  db: Kysely<DB>,
  viewer: Viewer,
  sessionGroupId: string,
  input: SessionGroupGuestInput,
): Promise<SessionGroupGuest> {
  return db.transaction().execute(async (trx) => {
    const room = await visibleGroupRoom(trx, viewer, sessionGroupId);
    if (room.status === 'closed')
      throw new HttpError(409, 'room_closed', 'The conversation is closed: no guest can join it.');
    if (room.agent_id !== viewer.userId && !hasRank(viewer.role, 'manager'))
      throw new HttpError(
        403,
        'room_not_yours',
        'The conversation is handled by another agent or by nobody.',
      );
    const guest = await trx
      .selectFrom('guests')
      .select(['id', 'uuid'])
      .where('uuid', '=', input.guest_id)
      .where('company_id', '=', viewer.companyId)
      .executeTakeFirst();
    // A guest of another company reads as unknown, like a missing one.
    if (!guest)
      throw new HttpError(400, 'invalid_payload', 'The guest does not exist.', { guest_id: ['not_found'] });
    const present =
      guest.id === room.guest_id ||
      (await trx
        .selectFrom('session_group_guests')
        .select('guest_id')
        .where('session_group_id', '=', sessionGroupId)
        .where('guest_id', '=', guest.id)
        .executeTakeFirst()) !== undefined;
    if (present)
      throw new HttpError(409, 'already_exists', 'The guest is already in the conversation.', {
        guest_id: ['already_exists'],
      });
    await trx
      .insertInto('session_group_guests')
      .values({
        session_group_id: sessionGroupId,
        company_id: viewer.companyId,
        guest_id: guest.id,
        kind: input.kind,
        added_by: viewer.userId,
      })
      .execute();
    const all = await sessionGroupGuests(trx, viewer, sessionGroupId);
    const added = all.find((g) => g.guest_id === guest.uuid);
    if (!added) throw notFound('guest');
    return added;
  });
}
