import type { DiscussionDetail } from '@omnicanal/api';
import { isLateNow, roomLabel, wholeSeconds } from '@omnicanal/core';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { agentName, type ConversationRow, conversationsSql, type StatsFilter } from './conversations.ts';
import { num } from './sql.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const date = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * A room's state in the lists (spec 000 §9): closed, transferred, late when the room says so or
 * when its visitor has waited 10 minutes for a reply now (`isLateNow`), else running or waiting.
 */
function stateOf(r: ConversationRow, now: Date): DiscussionDetail['state'] {
  if (r.status === 'closed') return 'closed';
  if (r.status === 'transferred') return 'transferred';
  if (r.status === 'late') return 'late';
  const times = {
    lastVisitorMessage: date(r.last_visitor),
    lastAgentMessage: date(r.last_agent),
    waitingSince: date(r.last_waiting),
    created: date(r.created_at) as Date,
  };
  if (isLateNow(times, now)) return 'late';
  return r.status === 'running' ? 'running' : 'waiting';
}

type Row = ConversationRow & { reasons: string[] | null; created_key: string };

function toDetail(r: Row, now: Date): DiscussionDetail {
  return {
    room: r.uuid,
    label: roomLabel({
      session_group_integer_id: r.session_group_integer_id,
      infos: r.infos as { name?: string; origin?: string },
    }),
    channel: r.channel,
    skill: r.skill_name ?? '',
    agent:
      r.agent_uuid === null
        ? null
        : agentName({ first_name: r.agent_first_name, last_name: r.agent_last_name, email: r.agent_email }),
    created: iso(r.created_at) as string,
    state: stateOf(r, now),
    waiting: wholeSeconds(r.waiting === null ? null : Number(r.waiting)),
    first_response: wholeSeconds(r.first_response === null ? null : Number(r.first_response)),
    running: wholeSeconds(r.running === null ? null : Number(r.running)),
    sat: r.sat === null ? null : Number(r.sat),
    nps: r.nps === null ? null : Number(r.nps),
    contact_reasons: r.reasons ?? [],
  };
}

/** One page of conversations, newest first, with their count. */
export async function discussionPage(
  db: Kysely<DB>,
  f: StatsFilter,
  page: number,
  pageSize: number,
): Promise<{ count: number; results: DiscussionDetail[] }> {
  const counted = await sql<{
    n: number;
  }>`with c as (${conversationsSql(f)}) select count(*)::int as n from c`.execute(db);
  const rows = await discussionRows(db, f, pageSize, (page - 1) * pageSize);
  return { count: num(counted.rows[0]?.n), results: rows };
}

/** Where a chunk of conversations stopped: the order's keys of its last row. */
export interface DiscussionCursor {
  /** The creation as the database writes it: microseconds a Date would round away. */
  created: string;
  group: number;
  uuid: string;
}

async function rowsOf(
  db: Kysely<DB>,
  f: StatsFilter,
  limit: number,
  offset: number,
  after?: DiscussionCursor,
) {
  const { rows } = await sql<Row>`with c as (${conversationsSql(f)})
    select c.*, c.created_at::text as created_key, (select jsonb_agg(distinct label order by label)
        from contact_reason_events e cross join lateral jsonb_array_elements_text(e.labels) as given(label)
        where e.room_uuid = c.uuid and e.company_id = ${f.companyId}) as reasons
    from c
    ${
      after
        ? sql`where (created_at, session_group_integer_id, uuid) < (${after.created}::timestamptz, ${after.group}::int, ${after.uuid}::text)`
        : sql``
    }
    order by created_at desc, session_group_integer_id desc, uuid desc
    limit ${limit} offset ${offset}`.execute(db);
  return rows;
}

/** Conversations newest first, with the labels of their contact reasons (a page of the list). */
export async function discussionRows(
  db: Kysely<DB>,
  f: StatsFilter,
  limit: number,
  offset: number,
): Promise<DiscussionDetail[]> {
  return (await rowsOf(db, f, limit, offset)).map((r) => toDetail(r, f.now));
}

/** The next `limit` conversations after `after`, and where they stop (for streamed exports). */
export async function discussionChunk(
  db: Kysely<DB>,
  f: StatsFilter,
  limit: number,
  after?: DiscussionCursor,
): Promise<{ rows: DiscussionDetail[]; last: DiscussionCursor | null }> {
  const rows = await rowsOf(db, f, limit, 0, after);
  const end = rows.at(-1);
  return {
    rows: rows.map((r) => toDetail(r, f.now)),
    last: end ? { created: end.created_key, group: end.session_group_integer_id, uuid: end.uuid } : null,
  };
}

export const DISCUSSION_CSV_COLUMNS = [
  'room',
  'label',
  'channel',
  'skill',
  'agent',
  'created',
  'state',
  'waiting',
  'first_response',
  'running',
  'sat',
  'nps',
  'contact_reasons',
] as const;

/** One conversation as the cells of an export row (reasons joined by `|`). */
export function discussionCells(d: DiscussionDetail): (string | number | null)[] {
  return DISCUSSION_CSV_COLUMNS.map((c) => (c === 'contact_reasons' ? d.contact_reasons.join('|') : d[c]));
}
