import type { StatsBot, StatsComments, StatsDashboardQuery } from '@omnicanal/api';
import { percent } from '@omnicanal/core';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type StatsFilter, skillsIn } from './conversations.ts';
import { rangeAnswer } from './figures.ts';
import { bucketSlot, num } from './sql.ts';

/**
 * The bot main dashboard (`GET /stats/statistics2`) from the bot runtime's sessions: conversations
 * a bot started in the range, those it handed to an agent's queue, and the others, which ended
 * with the bot. The agent filter does not apply (a bot conversation has no agent); the skill does.
 */
export async function botStats(
  db: Kysely<DB>,
  interval: StatsDashboardQuery['interval'],
  f: StatsFilter,
): Promise<StatsBot> {
  const { rows } = await sql<{ slot: number; n: number; handed: number }>`
    select ${bucketSlot(sql`created_at`, f.range)} as slot, count(*)::int as n,
      count(*) filter (where handed_off_at is not null)::int as handed
    from bot_sessions
    where company_id = ${f.companyId} and created_at >= ${f.range.from} and created_at < ${f.range.to}
      ${f.skill ? sql`and skill_id = ${f.skill}` : sql``}
      ${skillsIn(f, sql.ref('skill_id'))}
    group by 1`.execute(db);
  const buckets = f.range.starts.map((start) => ({
    start: start.toISOString(),
    bot_conversations: 0,
    handed_off: 0,
    ended_in_bot: 0,
  }));
  for (const r of rows) {
    const b = buckets[Number(r.slot)];
    if (!b) continue;
    b.bot_conversations = num(r.n);
    b.handed_off = num(r.handed);
    b.ended_in_bot = num(r.n) - num(r.handed);
  }
  const total = buckets.reduce((n, b) => n + b.bot_conversations, 0);
  const handed = buckets.reduce((n, b) => n + b.handed_off, 0);
  return {
    ...rangeAnswer(interval, f),
    bot_conversations: total,
    handed_off: handed,
    ended_in_bot: total - handed,
    handoff_rate: percent(handed, total),
    buckets,
  };
}

/**
 * Public comments (`GET /stats/dashboard-comments-gc`): no channel brings comments in yet, so
 * there is nothing to count; the answer keeps its shape with zeros, never made-up figures.
 */
export function commentsStats(interval: StatsDashboardQuery['interval'], f: StatsFilter): StatsComments {
  return {
    ...rangeAnswer(interval, f),
    comments: 0,
    answered: 0,
    answer_rate: 0,
    avg_first_response: null,
    buckets: f.range.starts.map((start) => ({ start: start.toISOString(), comments: 0, answered: 0 })),
  };
}
