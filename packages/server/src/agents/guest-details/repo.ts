import type {
  ExtraDataKey,
  GuestInfo,
  GuestInfoInput,
  GuestSessionsPage,
  GuestSessionsQuery,
} from '@omnicanal/api';
import type { Kysely, Selectable } from 'kysely';
import type { DB, GuestsTable } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { RoomService } from '../../rooms/room-actions.ts';
import { findRoom } from '../rooms-repo.ts';
import { agentName, canSee, type Viewer, visibleRooms } from '../visibility.ts';

type GuestRow = Selectable<GuestsTable>;

/** The extra data keys of the demo company: a customer number and an order reference. */
export const DEMO_EXTRA_DATA_KEYS: readonly ExtraDataKey[] = [
  { key: 'numero_client', label: 'Numéro client' },
  { key: 'commande', label: 'Commande' },
];

export async function seedExtraDataKeys(
  db: Kysely<DB>,
  companyId: number,
  keys: readonly ExtraDataKey[] = DEMO_EXTRA_DATA_KEYS,
): Promise<void> {
  if (!keys.length) return;
  await db
    .insertInto('extra_data_keys')
    .values(keys.map((k, position) => ({ company_id: companyId, key: k.key, label: k.label, position })))
    .onConflict((oc) => oc.columns(['company_id', 'key']).doNothing())
    .execute();
}

export async function extraDataKeys(db: Kysely<DB>, companyId: number): Promise<ExtraDataKey[]> {
  return db
    .selectFrom('extra_data_keys')
    .select(['key', 'label'])
    .where('company_id', '=', companyId)
    .orderBy('position')
    .orderBy('key')
    .execute();
}

/**
 * Adds a key at the end of the company's list; false when the company already has it (the key is
 * the primary key with the company, so two creations at once cannot both pass).
 */
export async function createExtraDataKey(
  db: Kysely<DB>,
  companyId: number,
  input: ExtraDataKey,
): Promise<boolean> {
  const row = await db
    .insertInto('extra_data_keys')
    .values((eb) => ({
      company_id: companyId,
      key: input.key,
      label: input.label,
      position: eb
        .selectFrom('extra_data_keys')
        .select(eb.fn.coalesce(eb.fn.max('position'), eb.lit(-1)).as('last'))
        .where('company_id', '=', companyId)
        .$castTo<number>(),
    }))
    .onConflict((oc) => oc.columns(['company_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes a key of the company; false when it has none by that name. Guests keep the values given. */
export async function deleteExtraDataKey(db: Kysely<DB>, companyId: number, key: string): Promise<boolean> {
  const result = await db
    .deleteFrom('extra_data_keys')
    .where('company_id', '=', companyId)
    .where('key', '=', key)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function toGuestInfo(row: GuestRow): GuestInfo {
  return {
    guest: row.uuid,
    full_name: row.name || null,
    email: row.email,
    phone_number: row.phone_number,
    language: row.language,
    extra: row.extra ?? {},
    note: row.note,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * A guest the viewer may look at: of their company, with at least one room they can see (spec
 * 000 §4 visibility). Anything else is answered as missing, like rooms of other companies.
 */
export async function visibleGuest(db: Kysely<DB>, viewer: Viewer, uuid: string): Promise<GuestRow> {
  const guest = await db
    .selectFrom('guests')
    .selectAll()
    .where('uuid', '=', uuid)
    .where('company_id', '=', viewer.companyId)
    .executeTakeFirst();
  if (!guest) throw notFound('guest');
  const room = await db
    .selectFrom('rooms')
    .select('uuid')
    .where('guest_id', '=', guest.id)
    .where(visibleRooms(viewer))
    .limit(1)
    .executeTakeFirst();
  if (!room) throw notFound('guest');
  return guest;
}

/** The guest of a room the viewer can see: how the detail panel finds whom a room is with. */
export async function guestOfRoom(db: Kysely<DB>, viewer: Viewer, roomUuid: string): Promise<GuestRow> {
  const room = await findRoom(db, roomUuid);
  if (!room || !canSee(viewer, room)) throw notFound('room');
  return db.selectFrom('guests').selectAll().where('id', '=', room.guest_id).executeTakeFirstOrThrow();
}

/** Extra values for keys the company does not keep are refused, field by field. */
function checkExtraKeys(extra: Record<string, string>, allowed: readonly ExtraDataKey[]): void {
  const known = new Set(allowed.map((k) => k.key));
  const fields: Record<string, string[]> = {};
  for (const key of Object.keys(extra)) if (!known.has(key)) fields[`extra.${key}`] = ['unknown_key'];
  if (Object.keys(fields).length)
    throw new HttpError(
      400,
      'invalid_payload',
      'The payload names extra data keys the company does not keep.',
      fields,
    );
}

/**
 * Saves what an agent changed about a guest, then copies it into the infos of the guest's open
 * rooms and announces each of them (room_update), so every console showing one sees the change.
 */
export async function saveGuestInfo(
  rooms: RoomService,
  viewer: Viewer,
  uuid: string,
  input: GuestInfoInput,
): Promise<GuestInfo> {
  return rooms.commit(async (trx, emit) => {
    const guest = await visibleGuest(trx, viewer, uuid);
    const keys = await extraDataKeys(trx, viewer.companyId);
    // Empty values are cleared rather than kept as empty strings; left out, the extras stay.
    let extra = guest.extra ?? {};
    if (input.extra !== undefined) {
      checkExtraKeys(input.extra ?? {}, keys);
      extra = Object.fromEntries(Object.entries(input.extra ?? {}).filter(([, value]) => value !== ''));
    }
    const saved = await trx
      .updateTable('guests')
      .set({
        ...(input.full_name !== undefined ? { name: input.full_name ?? '' } : {}),
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(input.phone_number !== undefined ? { phone_number: input.phone_number } : {}),
        ...(input.note !== undefined ? { note: input.note } : {}),
        extra: JSON.stringify(extra),
      })
      .where('id', '=', guest.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const open = await trx
      .selectFrom('rooms')
      .select(['uuid', 'infos'])
      .where('guest_id', '=', guest.id)
      .where('status', '!=', 'closed')
      .forUpdate()
      .execute();
    for (const room of open) {
      const infos = room.infos ?? {};
      const before =
        typeof infos.extra === 'object' && infos.extra ? (infos.extra as Record<string, unknown>) : {};
      // Keys the company keeps follow the guest; other marks on the room (e.g. blocked) stay.
      const kept = Object.fromEntries(
        Object.entries(before).filter(([k]) => !keys.some((key) => key.key === k)),
      );
      const next = {
        ...infos,
        full_name: saved.name || null,
        // The lists and the header name a room by infos.name: it follows the corrected name.
        name: saved.name || infos.name,
        email: saved.email,
        phone_number: saved.phone_number,
        extra: { ...kept, ...extra },
      };
      await trx
        .updateTable('rooms')
        .set({ infos: JSON.stringify(next) })
        .where('uuid', '=', room.uuid)
        .execute();
      await rooms.emitRoom(trx, emit, room.uuid);
    }
    return toGuestInfo(saved);
  });
}

/** The guest's sessions the viewer can see, newest first, a page at a time (spec 000 §7 /guests/sessions). */
export async function guestSessions(
  db: Kysely<DB>,
  viewer: Viewer,
  query: GuestSessionsQuery,
): Promise<GuestSessionsPage> {
  const guest = await visibleGuest(db, viewer, query.guest);
  let rows = db
    .selectFrom('rooms')
    .innerJoin('skills', 'skills.id', 'rooms.skill_id')
    .leftJoin('users as agent', 'agent.id', 'rooms.agent_id')
    .select([
      'rooms.uuid',
      'rooms.status',
      'rooms.infos',
      'rooms.created_at',
      'skills.id as skill_id',
      'skills.name as skill_name',
      'agent.first_name as agent_first_name',
      'agent.last_name as agent_last_name',
      'agent.email as agent_email',
    ])
    .where('rooms.guest_id', '=', guest.id)
    .where(visibleRooms(viewer));
  if (query.cutoff_datetime) rows = rows.where('rooms.created_at', '<', new Date(query.cutoff_datetime));
  if (query.exclude) rows = rows.where('rooms.uuid', '!=', query.exclude);
  const page = await rows
    .orderBy('rooms.created_at', 'desc')
    .orderBy('rooms.session_group_integer_id', 'desc')
    .limit(query.page_size + 1)
    .execute();
  const shown = page.slice(0, query.page_size);
  const last = shown.length
    ? await db
        .selectFrom('messages')
        .select(['room_uuid', 'rich_content', 'created_at'])
        .distinctOn('room_uuid')
        .where(
          'room_uuid',
          'in',
          shown.map((r) => r.uuid),
        )
        .where('kind', '!=', 'event')
        .orderBy('room_uuid')
        .orderBy('seq', 'desc')
        .execute()
    : [];
  const lastOf = new Map(last.map((m) => [m.room_uuid, m]));
  return {
    sessions: shown.map((r) => {
      const message = lastOf.get(r.uuid);
      const reason = r.infos?.contact_reason;
      return {
        id: r.uuid,
        state: r.status,
        agent_name:
          r.agent_first_name === null
            ? null
            : agentName({
                first_name: r.agent_first_name,
                last_name: r.agent_last_name ?? '',
                email: r.agent_email ?? '',
              }),
        skill: { id: r.skill_id, label: r.skill_name },
        created_at: r.created_at.toISOString(),
        last_message: message
          ? { rich_content: message.rich_content, created_at: message.created_at.toISOString() }
          : null,
        contact_reason: typeof reason === 'string' ? reason : null,
      };
    }),
    has_more: page.length > query.page_size,
  };
}
