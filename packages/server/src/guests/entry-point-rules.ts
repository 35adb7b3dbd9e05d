import type { Kysely } from 'kysely';
import { WEB_CHANNEL } from '../bot/runtime/repo.ts';
import type { DB } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { addressAllowed } from './ip-filter.ts';

/*
 * The rules of a visitor's session through an entry point (spec 001 §3): its IP lists, its "max
 * open events per session" and its `session_ttl_hours` (empty: unlimited).
 *
 * Our reading of the two: a visitor's *session* is the visitor as the server knows them — one guest
 * (the same browser sending its previous conversation's token, or one identified visitor on every
 * device) — on one entry point. Its *open events* are the conversations that guest opened through
 * the entry point which are still open (a room not closed, or a conversation the bot still owns)
 * and still resumable, i.e. younger than the session TTL: a conversation past the TTL is not
 * resumed, so it no longer holds a place.
 */

/** An entry point's rules, as opening and resuming a conversation read them. */
export interface EntryPointRules {
  id: number;
  companyId: number;
  skillId: number;
  maxOpenEvents: number | null;
  sessionTtlHours: number | null;
  /** The bot tree its web channel opens (spec 001 §3 "trees per channel"); null: the bot's init tree. */
  tree: string | null;
}

const HOUR_MS = 3_600_000;

/**
 * The entry point a conversation opens through, once the visitor's address passed its IP lists:
 * `404 not_found` for an unknown one, `403 ip_refused` for a filtered address.
 */
export async function entryPointRules(
  db: Kysely<DB>,
  entryPointId: number,
  address: string | null,
): Promise<EntryPointRules> {
  const row = await db
    .selectFrom('integrations')
    .select([
      'id',
      'company_id',
      'skill_id',
      'max_open_events',
      'session_ttl_hours',
      'ip_allowlist',
      'ip_denylist',
      'trees',
    ])
    .where('id', '=', entryPointId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'not_found', 'This entry point does not exist.');
  if (address !== null && !addressAllowed(address, row.ip_allowlist ?? [], row.ip_denylist ?? []))
    throw new HttpError(403, 'ip_refused', 'This chat is not available from your network.');
  return {
    id: row.id,
    companyId: row.company_id,
    skillId: row.skill_id,
    maxOpenEvents: positiveOrNull(row.max_open_events),
    sessionTtlHours: positiveOrNull(row.session_ttl_hours),
    tree: (row.trees ?? []).find((t) => t.channel === WEB_CHANNEL)?.tree_identifier ?? null,
  };
}

const positiveOrNull = (n: number | null) => (n !== null && n > 0 ? n : null);

/** The session TTL in milliseconds, or null when unlimited. */
export const sessionTtlMs = (hours: number | null): number | null =>
  hours !== null && hours > 0 ? hours * HOUR_MS : null;

/** Whether a conversation opened at `openedAt` is past the session TTL at `now` (never when unlimited). */
export function sessionExpired(openedAt: Date, ttlHours: number | null, now: Date): boolean {
  const ttl = sessionTtlMs(ttlHours);
  return ttl !== null && now.getTime() - openedAt.getTime() > ttl;
}

/**
 * Refuses a new conversation beyond the entry point's max open events (`409
 * too_many_open_events`), in the opening transaction. The guest's row is locked first, so two
 * openings by one visitor at once are counted one after the other.
 */
export async function refuseBeyondOpenEvents(
  trx: Kysely<DB>,
  entry: EntryPointRules | null,
  guestId: number,
  now: Date,
): Promise<void> {
  if (!entry || entry.maxOpenEvents === null) return;
  await trx.selectFrom('guests').select('id').where('id', '=', guestId).forUpdate().execute();
  const ttl = sessionTtlMs(entry.sessionTtlHours);
  const since = ttl === null ? null : new Date(now.getTime() - ttl);
  let rooms = trx
    .selectFrom('rooms')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('guest_id', '=', guestId)
    .where('integration_id', '=', entry.id)
    .where('status', '<>', 'closed');
  let bots = trx
    .selectFrom('bot_sessions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('guest_id', '=', guestId)
    .where('integration_id', '=', entry.id)
    .where('owner', '=', 'bot');
  if (since) {
    rooms = rooms.where('created_at', '>', since);
    bots = bots.where('created_at', '>', since);
  }
  const [open, owned] = await Promise.all([rooms.executeTakeFirst(), bots.executeTakeFirst()]);
  const count = Number(open?.n ?? 0) + Number(owned?.n ?? 0);
  if (count >= entry.maxOpenEvents)
    throw new HttpError(
      409,
      'too_many_open_events',
      `This visitor already has ${count} open conversation(s) through this entry point, its maximum.`,
    );
}

/**
 * Whether the conversation a guest token speaks for is past its entry point's session TTL: then
 * it is not resumed (`401 session_expired`) and the widget starts afresh. A room handed off by a
 * bot counts from when the bot's conversation began.
 */
export async function conversationExpired(db: Kysely<DB>, uuid: string, now: Date): Promise<boolean> {
  const began =
    (await db
      .selectFrom('bot_sessions')
      .select(['created_at', 'integration_id'])
      .where('uuid', '=', uuid)
      .executeTakeFirst()) ??
    (await db
      .selectFrom('rooms')
      .select(['created_at', 'integration_id'])
      .where('uuid', '=', uuid)
      .executeTakeFirst());
  if (!began?.integration_id) return false;
  const entry = await db
    .selectFrom('integrations')
    .select('session_ttl_hours')
    .where('id', '=', began.integration_id)
    .executeTakeFirst();
  return sessionExpired(began.created_at, entry?.session_ttl_hours ?? null, now);
}
