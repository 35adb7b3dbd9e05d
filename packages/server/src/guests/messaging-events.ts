import {
  MESSAGING_EVENT_KINDS,
  type MessagingEvent,
  type MessagingEventKind,
  type MessagingEventsPage,
  type MessagingEventsQuery,
} from '@omnicanal/api';
import { type Kysely, sql } from 'kysely';
import { visibleGuest } from '../agents/guest-details/repo.ts';
import { findRoom } from '../agents/rooms-repo.ts';
import { canSee, type Viewer, visibleRooms } from '../agents/visibility.ts';
import type { DB } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';

const isKind = (text: unknown): text is MessagingEventKind =>
  typeof text === 'string' && (MESSAGING_EVENT_KINDS as readonly string[]).includes(text);

/**
 * `GET /guests/messaging-events`: the session events of the room logs (messages of kind `event`,
 * whose text names what happened), for one guest, one session or one event, a page at a time. The
 * guest, session or event must be one the viewer can see; otherwise it does not exist for them.
 */
export async function messagingEvents(
  db: Kysely<DB>,
  viewer: Viewer,
  query: MessagingEventsQuery,
): Promise<MessagingEventsPage> {
  let rows = db
    .selectFrom('messages')
    .innerJoin('rooms', 'rooms.uuid', 'messages.room_uuid')
    .innerJoin('guests', 'guests.id', 'rooms.guest_id')
    .select([
      'messages.uuid',
      'messages.room_uuid',
      'messages.author',
      'messages.created_at',
      'messages.seq',
      sql<string>`messages.rich_content ->> 'text'`.as('kind'),
      'rooms.session_group_id',
      'rooms.skill_id',
      'guests.uuid as guest_uuid',
    ])
    .where('messages.kind', '=', 'event')
    .where(sql<string>`messages.rich_content ->> 'text'`, 'in', query.kinds ?? [...MESSAGING_EVENT_KINDS])
    .where(visibleRooms(viewer));
  if (query.guest) {
    const guest = await visibleGuest(db, viewer, query.guest);
    rows = rows.where('rooms.guest_id', '=', guest.id);
  } else if (query.session) {
    const room = await findRoom(db, query.session);
    if (!room || !canSee(viewer, room)) throw notFound('session');
    rows = rows.where('messages.room_uuid', '=', room.uuid);
  } else if (query.id) {
    rows = rows.where('messages.uuid', '=', query.id);
  }
  if (query.cutoff_datetime) rows = rows.where('messages.created_at', '<', new Date(query.cutoff_datetime));
  const page = await rows
    .orderBy('messages.created_at', query.ordering)
    .orderBy('messages.seq', query.ordering)
    .limit(query.page_size + 1)
    .execute();
  // An event asked for by id that the viewer cannot see is missing, like any other.
  if (query.id && !page.length) throw notFound('event');
  return {
    events: page.slice(0, query.page_size).flatMap((row): MessagingEvent[] =>
      isKind(row.kind)
        ? [
            {
              id: row.uuid,
              kind: row.kind,
              session_id: row.room_uuid,
              session_group_id: row.session_group_id,
              guest_id: row.guest_uuid,
              skill_id: row.skill_id,
              author: row.author ? { uuid: row.author.uuid ?? null, name: row.author.name } : null,
              created_at: row.created_at.toISOString(),
            },
          ]
        : [],
    ),
    has_more: page.length > query.page_size,
  };
}
