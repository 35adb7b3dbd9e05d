import type { StatsMonitoring } from '@omnicanal/api';
import { AGENT_CONSOLE_ROLES, STATS_LATE_AFTER_SECONDS } from '@omnicanal/core';
import { type Kysely, sql } from 'kysely';
import { loadAgentStatuses } from '../agents/agent-status.ts';
import type { DB } from '../db/schema.ts';
import { agentName } from './conversations.ts';
import { num, unansweredSinceSql } from './sql.ts';

/**
 * Monitoring now (`GET /stats/statistics`): per skill of the company, the rooms waiting to be
 * taken, those held by an agent, those whose visitor has waited 10 minutes for a reply, and since
 * when the oldest has waited; every console user with their status (spec 002 §4) and open rooms.
 */
export async function monitoring(
  db: Kysely<DB>,
  companyId: number,
  now: Date,
  filter: { skill?: number | null; agent?: string | null } = {},
): Promise<StatsMonitoring> {
  const lateBefore = new Date(now.getTime() - STATS_LATE_AFTER_SECONDS * 1000);
  const { rows } = await sql<Record<string, unknown>>`
    with open as (
      select rooms.skill_id, rooms.agent_id, rooms.status, coalesce(rooms.last_waiting, rooms.created_at) as waiting_since,
        ${unansweredSinceSql(sql`m.last_visitor`, sql`m.last_agent`, sql`rooms.last_waiting`, sql`rooms.created_at`)}
          as unanswered_since
      from rooms
      left join room_message_stats m on m.room_uuid = rooms.uuid
      where rooms.company_id = ${companyId} and rooms.status <> 'closed'
    ), waits as (
      select *, (status in ('waiting', 'transferred', 'requeued') or (status = 'late' and agent_id is null)) as is_waiting
      from open
    )
    select skills.id as skill_id, skills.name as skill,
      count(waits.skill_id) filter (where is_waiting)::int as waiting,
      count(waits.skill_id) filter (where not is_waiting)::int as running,
      count(waits.skill_id) filter (where status = 'late' or unanswered_since <= ${lateBefore}::timestamptz)::int as late,
      min(waiting_since) filter (where is_waiting) as oldest
    from skills left join waits on waits.skill_id = skills.id
    where skills.company_id = ${companyId} ${filter.skill ? sql`and skills.id = ${filter.skill}` : sql``}
    group by skills.id, skills.name order by skills.name, skills.id`.execute(db);
  const skills = rows.map((r) => ({
    skill_id: num(r.skill_id),
    skill: String(r.skill),
    waiting: num(r.waiting),
    running: num(r.running),
    late: num(r.late),
    oldest_waiting_since: r.oldest ? new Date(r.oldest as string).toISOString() : null,
  }));

  const users = await db
    .selectFrom('users')
    .select(['id', 'uuid', 'first_name', 'last_name', 'email'])
    .where('company_id', '=', companyId)
    .where('role', 'in', [...AGENT_CONSOLE_ROLES])
    .$if(Boolean(filter.agent), (q) => q.where('uuid', '=', filter.agent as string))
    .orderBy('id')
    .execute();
  const statuses = new Map(
    (
      await loadAgentStatuses(
        db,
        companyId,
        now,
        users.map((u) => u.id),
      )
    ).map((s) => [s.userId, s]),
  );
  const agents = users.map((u) => {
    const s = statuses.get(u.id);
    return {
      agent: u.uuid,
      name: agentName(u),
      status: (s?.status ?? 5) as 1 | 2 | 3 | 4 | 5,
      open_rooms: s?.open ?? 0,
    };
  });
  const byStatus: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const a of agents) byStatus[String(a.status)] = (byStatus[String(a.status)] ?? 0) + 1;
  const sum = (key: 'waiting' | 'running' | 'late') => skills.reduce((n, s) => n + s[key], 0);
  return {
    at: now.toISOString(),
    skills,
    agents,
    totals: {
      waiting: sum('waiting'),
      running: sum('running'),
      late: sum('late'),
      agents_by_status: byStatus,
    },
  };
}
