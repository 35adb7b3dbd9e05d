import {
  type AgentStats,
  customRangeProblem,
  type HeaderStats,
  type StatsCsv,
  type StatsQuery,
  type SupervisorStatsQuery,
} from '@omnicanal/api';
import { hasRank, rangeDays, type StatsRange, safeZone, statsRange } from '@omnicanal/core';
import type { Expression, SqlBool } from 'kysely';
import type { Infrastructure } from '../../infrastructure.ts';
import { CommandError } from '../../realtime/errors.ts';
import { type Viewer, visibleRooms } from '../visibility.ts';
import { detailsCsv, exportFileName } from './csv.ts';
import { agentStats, CSV_MAX_ROWS, details, headerStats, type RoomScope } from './figures.ts';

const RANGE_MESSAGES = {
  range_required: 'A custom interval needs dt_gt and dt_lt.',
  range_order: 'dt_lt must not come before dt_gt.',
  range_too_long: 'A custom interval spans one year at most.',
} as const;

async function userZone(ctx: Infrastructure, viewer: Viewer): Promise<string> {
  const row = await ctx.db
    .selectFrom('users')
    .select('timezone')
    .where('id', '=', viewer.userId)
    .executeTakeFirst();
  return safeZone(row?.timezone ?? 'UTC');
}

async function rangeOf(ctx: Infrastructure, viewer: Viewer, query: StatsQuery): Promise<StatsRange> {
  const problem = customRangeProblem(query);
  if (problem) throw new CommandError('invalid_payload', RANGE_MESSAGES[problem]);
  return statsRange(query.interval, ctx.rooms.now(), await userZone(ctx, viewer), query);
}

/** Spec 000 §6–§7: supervisor statistics are for supervisors and for managers and above. */
export function maySupervise(viewer: Viewer): boolean {
  return viewer.role === 'supervisor' || hasRank(viewer.role, 'manager');
}

/**
 * The rooms a supervisor query counts: the company's, narrowed to the manager's own skills (admins,
 * owners and supervisors see every skill), then to the asked skill, then to the asked agent.
 */
async function supervisorScope(
  ctx: Infrastructure,
  viewer: Viewer,
  query: SupervisorStatsQuery,
): Promise<RoomScope> {
  if (!maySupervise(viewer))
    throw new CommandError('permission_denied', 'Only supervisors and managers may see these statistics.');
  const limited = !(viewer.seesAll || viewer.role === 'supervisor');
  if (query.skill) {
    const skill = await ctx.db
      .selectFrom('skills')
      .select('id')
      .where('id', '=', query.skill)
      .where('company_id', '=', viewer.companyId)
      .executeTakeFirst();
    if (!skill) throw new CommandError('not_found', 'The skill does not exist.');
    if (limited && !viewer.skillIds.includes(skill.id))
      throw new CommandError('permission_denied', 'The skill is not one of yours.');
  }
  let agentId: number | null = null;
  if (query.agent) {
    const agent = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('uuid', '=', query.agent)
      .where('company_id', '=', viewer.companyId)
      .executeTakeFirst();
    if (!agent) throw new CommandError('unable_to_find_user', 'No such agent in this company.');
    agentId = agent.id;
  }
  return (eb) => {
    const where: Expression<SqlBool>[] = [eb('rooms.company_id', '=', viewer.companyId)];
    if (limited)
      where.push(viewer.skillIds.length ? eb('rooms.skill_id', 'in', [...viewer.skillIds]) : eb.lit(false));
    if (query.skill) where.push(eb('rooms.skill_id', '=', query.skill));
    if (agentId !== null) where.push(eb('rooms.agent_id', '=', agentId));
    return eb.and(where);
  };
}

async function csvOf(
  ctx: Infrastructure,
  scope: RoomScope,
  range: StatsRange,
  kind: 'stats' | 'supervisor-stats',
  zone: string,
): Promise<StatsCsv> {
  const list = await details(ctx.db, scope, range, ctx.rooms.now(), CSV_MAX_ROWS);
  const [first, last] = rangeDays(range, zone);
  return {
    filename: exportFileName(kind, first, last),
    csv: detailsCsv(list.details),
  };
}

/** `get_stats`: the figures of the rooms the caller sees (their skills and their own rooms). */
export async function getStats(ctx: Infrastructure, viewer: Viewer, query: StatsQuery): Promise<AgentStats> {
  const range = await rangeOf(ctx, viewer, query);
  return agentStats(ctx.db, visibleRooms(viewer), query.interval, range, ctx.rooms.now());
}

/** `get_csv_stats`: the details of `get_stats` as a CSV file. */
export async function getCsvStats(ctx: Infrastructure, viewer: Viewer, query: StatsQuery): Promise<StatsCsv> {
  const range = await rangeOf(ctx, viewer, query);
  return csvOf(ctx, visibleRooms(viewer), range, 'stats', await userZone(ctx, viewer));
}

/** `get_supervisor_stats`: the company's figures, by skill, by agent, or skill then agent. */
export async function getSupervisorStats(
  ctx: Infrastructure,
  viewer: Viewer,
  query: SupervisorStatsQuery,
): Promise<AgentStats> {
  const scope = await supervisorScope(ctx, viewer, query);
  const range = await rangeOf(ctx, viewer, query);
  return agentStats(ctx.db, scope, query.interval, range, ctx.rooms.now());
}

/** `get_supervisor_csv_stats`: the details of `get_supervisor_stats` as a CSV file. */
export async function getSupervisorCsvStats(
  ctx: Infrastructure,
  viewer: Viewer,
  query: SupervisorStatsQuery,
): Promise<StatsCsv> {
  const scope = await supervisorScope(ctx, viewer, query);
  const range = await rangeOf(ctx, viewer, query);
  return csvOf(ctx, scope, range, 'supervisor-stats', await userZone(ctx, viewer));
}

/** `get_header_stats`: the caller's strip in the inbox header, over their day. */
export async function getHeaderStats(ctx: Infrastructure, viewer: Viewer): Promise<HeaderStats> {
  const today = statsRange('today', ctx.rooms.now(), await userZone(ctx, viewer));
  return headerStats(ctx.db, viewer.companyId, viewer.userId, today);
}
