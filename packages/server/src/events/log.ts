import type { DeliveryChange, Message, PauseEventData, Room, UnreadChange } from '@omnicanal/api';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from '../db/schema.ts';

/** The NOTIFY channel instances share events on (PostgreSQL only). */
export const EVENTS_CHANNEL = 'omnicanal_events';

/** Most events a resume replays; older ones are dropped and the answer says `truncated`. */
export const REPLAY_CAP = 5_000;

/**
 * A persisted event: `seq` is the company's event sequence number. The room's skill and agent at the
 * time of the event are kept beside the payload so visibility can be decided without the room. A
 * pause event belongs to no room: it is addressed to its agent alone.
 */
export type StoredEvent = {
  company_id: number;
  seq: number;
  room_uuid: string | null;
  skill_id: number | null;
  agent_id: number | null;
} & (
  | { kind: 'room_update'; payload: Room }
  | { kind: 'message'; payload: Message }
  | { kind: 'pause'; payload: PauseEventData }
  | { kind: 'unread'; payload: UnreadChange }
  | { kind: 'delivery'; payload: DeliveryChange }
);

export type NewEvent = Omit<StoredEvent, 'seq'>;

type EventFilter = (eb: ExpressionBuilder<DB, 'events'>) => Expression<SqlBool>;

/**
 * Appends an event inside the caller's transaction, in one statement. The seq comes from the
 * company row: the UPDATE locks that row until commit, so a company's events commit in seq order
 * and without gaps (a rolled-back seq is handed out again). The event bus relies on both; every
 * other writer of the company waits for that lock, so a transaction should do little after its
 * first append. A message event also writes the message's own row (the conversation's history,
 * with the event's seq) in that statement: every message the log holds is in `messages`.
 */
export async function appendEvent(trx: Kysely<DB>, event: NewEvent): Promise<StoredEvent> {
  const next = sql`update companies set event_seq = event_seq + 1 where id = ${event.company_id} returning event_seq`;
  const insert = sql`insert into events (company_id, seq, kind, room_uuid, skill_id, agent_id, payload)
    select ${event.company_id}::integer, event_seq, ${event.kind}::text, ${event.room_uuid}::text,
      ${event.skill_id}::integer, ${event.agent_id}::integer, ${JSON.stringify(event.payload)}::jsonb
    from next
    returning seq`;
  // A data-modifying WITH must be at the top level: the message's row is a third part of it.
  const statement =
    event.kind === 'message'
      ? sql`with next as (${next}), appended as (${insert}) ${messageRowOf(event.company_id, event.payload as Message)}`
      : sql`with next as (${next}) ${insert}`;
  const { rows } = await sql<{ seq: number | string }>`${statement}`.execute(trx);
  const row = rows[0];
  if (!row) throw new Error(`appendEvent: no company ${event.company_id}`);
  return { ...event, seq: Number(row.seq) } as StoredEvent;
}

/** Inserts the message's own row with the seq its event was appended with, answering that seq. */
function messageRowOf(companyId: number, message: Message) {
  return sql`insert into messages (uuid, room_uuid, company_id, seq, kind, rich_content, author, client_id, created_at)
    select ${message.event}::text, ${message.room}::text, ${companyId}::integer, seq,
      ${message.kind}::text, ${JSON.stringify(message.rich_content)}::jsonb,
      ${message.author ? JSON.stringify(message.author) : null}::jsonb, ${message.client_id ?? null}::text,
      ${message.created_at}::timestamptz
    from appended
    returning seq`;
}

/**
 * Tells the other instances (PostgreSQL) of the events a transaction appended: one NOTIFY per
 * company with its last seq, which they read the log up to. NOTIFY is transactional, so they hear
 * of the events only once committed; `origin` is the writing instance's id, so it can ignore its
 * own echo. Call last in the transaction.
 */
export async function notifyAppended(
  trx: Kysely<DB>,
  events: readonly StoredEvent[],
  origin: string,
): Promise<void> {
  const last = new Map<number, number>();
  for (const event of events)
    last.set(event.company_id, Math.max(last.get(event.company_id) ?? 0, event.seq));
  for (const [company, seq] of last)
    await sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ c: company, s: seq, o: origin })})`.execute(
      trx,
    );
}

const eventColumns = ['company_id', 'seq', 'kind', 'room_uuid', 'skill_id', 'agent_id', 'payload'] as const;

/** Events of a company with after < seq <= upto, in seq order. */
export async function loadEvents(db: Kysely<DB>, companyId: number, after: number, upto: number) {
  const rows = await db
    .selectFrom('events')
    .select(eventColumns)
    .where('company_id', '=', companyId)
    .where('seq', '>', after)
    .where('seq', '<=', upto)
    .orderBy('seq')
    .execute();
  return rows as StoredEvent[];
}

export async function currentSeq(db: Kysely<DB>, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('companies')
    .select('event_seq')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row?.event_seq ?? 0;
}

export interface Replay {
  events: StoredEvent[];
  /** The company's seq when the replay was read: the reader has everything visible up to it. */
  upto: number;
  truncated: boolean;
}

/**
 * What a reconnecting socket missed: the events after `since` that `filter` lets through, up to
 * the current seq, oldest first, at most REPLAY_CAP (the newest ones). The current seq is read
 * first; as seqs commit in order, every event up to it is committed when the second query runs.
 */
export async function replay(
  db: Kysely<DB>,
  companyId: number,
  since: number | null,
  filter: EventFilter,
): Promise<Replay> {
  const upto = await currentSeq(db, companyId);
  if (since === null || since >= upto) return { events: [], upto, truncated: false };
  const rows = await db
    .selectFrom('events')
    .select(eventColumns)
    .where('company_id', '=', companyId)
    .where('seq', '>', since)
    .where('seq', '<=', upto)
    .where(filter)
    .orderBy('seq', 'desc')
    .limit(REPLAY_CAP + 1)
    .execute();
  const truncated = rows.length > REPLAY_CAP;
  const events = (truncated ? rows.slice(0, REPLAY_CAP) : rows).reverse() as StoredEvent[];
  return { events, upto, truncated };
}
