import type { StatsDashboardQuery } from '@omnicanal/api';
import { STATS_LATE_AFTER_SECONDS, type StatsRange } from '@omnicanal/core';
import { type RawBuilder, sql } from 'kysely';
import { npsSql, satSql, secondsBetween } from './sql.ts';

/** What a dashboard counts: one company's rooms created in the range, maybe one skill or agent. */
export interface StatsFilter {
  companyId: number;
  /** The company's time zone, the range's and the export names' wall clock. */
  zone: string;
  range: StatsRange;
  now: Date;
  skill?: number | null;
  /** An agent's uuid; one of another company matches no room. */
  agent?: string | null;
  /**
   * Only these skills (a scheduled export's user who is not an admin sees their skills' rows);
   * unset, every skill of the company.
   */
  skills?: readonly number[] | null;
}

/** `and <column> in (skills)` when the filter keeps some skills only; none kept matches nothing. */
export function skillsIn(f: StatsFilter, column: RawBuilder<unknown>): RawBuilder<unknown> {
  if (!f.skills) return sql``;
  if (f.skills.length === 0) return sql`and false`;
  return sql`and ${column} in (${sql.join(f.skills.map((id) => sql`${id}::int`))})`;
}

export const filterOf = (
  companyId: number,
  zone: string,
  range: StatsRange,
  now: Date,
  query: Pick<StatsDashboardQuery, 'skill' | 'agent'>,
): StatsFilter => ({ companyId, zone, range, now, skill: query.skill, agent: query.agent });

/** The rooms of the filter, as a condition on `rooms`. */
export function roomsWhere(
  f: StatsFilter,
  column: 'created_at' | 'last_closed' = 'created_at',
): RawBuilder<boolean> {
  return sql<boolean>`rooms.company_id = ${f.companyId}
    and ${sql.ref(`rooms.${column}`)} >= ${f.range.from} and ${sql.ref(`rooms.${column}`)} < ${f.range.to}
    ${f.skill ? sql`and rooms.skill_id = ${f.skill}` : sql``}
    ${skillsIn(f, sql.ref('rooms.skill_id'))}
    ${f.agent ? sql`and rooms.agent_id = (select id from users where uuid = ${f.agent} and company_id = ${f.companyId})` : sql``}`;
}

/**
 * One row per conversation with the instants and figures of `@omnicanal/core` stats, in SQL:
 * `waiting` (wait start → taken), `first_response` (creation → first agent message), `running`
 * (taken → closed, closed rooms only), `handled` (taken), `late` (10 minutes or more from the
 * visitor's first message, or the creation, to the first agent reply, or the close, or now),
 * `sat` /5 and `nps` /10 from the survey answer. Use as `with c as (…)`.
 */
export function conversationsSql(f: StatsFilter): RawBuilder<unknown> {
  const closedAt = sql`(case when rooms.status = 'closed' then rooms.last_closed end)`;
  return sql`select rooms.uuid, rooms.status, rooms.agent_id, rooms.skill_id, rooms.infos,
      rooms.session_group_integer_id, rooms.created_at, rooms.last_waiting, rooms.last_closed,
      coalesce(channels.kind, 'web') as channel, skills.name as skill_name,
      agent.uuid as agent_uuid, agent.first_name as agent_first_name, agent.last_name as agent_last_name,
      agent.email as agent_email,
      m.first_visitor, m.first_agent, coalesce(m.visitor_messages, 0) as visitor_messages,
      coalesce(m.agent_messages, 0) as agent_messages,
      m.last_visitor, m.last_agent,
      ${secondsBetween(sql`rooms.last_waiting`, sql`rooms.last_running`)} as waiting,
      ${secondsBetween(sql`rooms.created_at`, sql`m.first_agent`)} as first_response,
      ${secondsBetween(sql`rooms.last_running`, closedAt)} as running,
      (rooms.last_running is not null) as handled,
      (coalesce(m.first_agent, ${closedAt}, ${f.now}::timestamptz)
        - coalesce(m.first_visitor, rooms.created_at) >= ${`${STATS_LATE_AFTER_SECONDS} seconds`}::interval) as late,
      ${satSql} as sat,
      ${npsSql} as nps
    from rooms
    left join skills on skills.id = rooms.skill_id
    left join channels on channels.id = rooms.channel_id
    left join users agent on agent.id = rooms.agent_id
    left join room_message_stats m on m.room_uuid = rooms.uuid
    where ${roomsWhere(f)}`;
}

/** A conversation row as `conversationsSql` selects it. */
export interface ConversationRow {
  uuid: string;
  status: string;
  agent_id: number | null;
  skill_id: number;
  infos: Record<string, unknown>;
  session_group_integer_id: number;
  created_at: Date | string;
  last_waiting: Date | string | null;
  last_closed: Date | string | null;
  channel: string;
  skill_name: string | null;
  agent_uuid: string | null;
  agent_first_name: string | null;
  agent_last_name: string | null;
  agent_email: string | null;
  first_visitor: Date | string | null;
  first_agent: Date | string | null;
  last_visitor: Date | string | null;
  last_agent: Date | string | null;
  visitor_messages: number;
  agent_messages: number;
  waiting: number | null;
  first_response: number | null;
  running: number | null;
  handled: boolean;
  late: boolean;
  sat: number | null;
  nps: number | null;
}

/** An agent's name as lists show it: first and last name, or the email. */
export function agentName(r: { first_name: string | null; last_name: string | null; email: string | null }) {
  return `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || r.email || '';
}
