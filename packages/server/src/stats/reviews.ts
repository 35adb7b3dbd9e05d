import type {
  ReviewsAgents,
  ReviewsPerStatus,
  ReviewsPlatforms,
  ReviewsPlatformsScore,
  StatsDashboardQuery,
} from '@omnicanal/api';
import {
  averageRating,
  REVIEW_PLATFORMS,
  REVIEW_STARS,
  REVIEW_STATUSES,
  reviewAnswerRate,
  wholeSeconds,
} from '@omnicanal/core';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { agentName, type StatsFilter } from './conversations.ts';
import type { ExportTable } from './exports.ts';
import { rangeAnswer } from './figures.ts';
import { bucketSlot, num, numOrNull, secondsBetween } from './sql.ts';

/*
 * The reviews dashboards (second stats service, `/reviews/dashboard/*`) over the `reviews` table:
 * the reviews received in the range, in the company's time zone. A review has no skill, so the
 * skill filter does not apply; the agent filter keeps the reviews that agent answered or set aside.
 */

/** The reviews of the filter, as a condition on `reviews`. */
function reviewsWhere(f: StatsFilter): RawBuilder<boolean> {
  return sql<boolean>`reviews.company_id = ${f.companyId}
    and reviews.received_at >= ${f.range.from} and reviews.received_at < ${f.range.to}
    ${f.agent ? sql`and reviews.agent_id = (select id from users where uuid = ${f.agent} and company_id = ${f.companyId})` : sql``}`;
}

const responseSeconds = secondsBetween(sql`reviews.received_at`, sql`reviews.answered_at`);

/** `GET /reviews/dashboard/agents`: per agent, the reviews answered and set aside, how fast, on what ratings. */
export async function reviewsAgents(
  db: Kysely<DB>,
  interval: StatsDashboardQuery['interval'],
  f: StatsFilter,
): Promise<ReviewsAgents> {
  const { rows } = await sql<{
    uuid: string;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
    answered: number;
    ignored: number;
    response: number | null;
    rating_sum: number;
  }>`
    select users.uuid, users.first_name, users.last_name, users.email,
      count(*) filter (where reviews.status = 'answered')::int as answered,
      count(*) filter (where reviews.status = 'ignored')::int as ignored,
      avg(${responseSeconds}) filter (where reviews.status = 'answered') as response,
      coalesce(sum(reviews.rating) filter (where reviews.status = 'answered'), 0)::int as rating_sum
    from reviews join users on users.id = reviews.agent_id
    where ${reviewsWhere(f)}
    group by users.id
    order by answered desc, users.id`.execute(db);
  return {
    ...rangeAnswer(interval, f),
    agents: rows.map((r) => ({
      agent: r.uuid,
      name: agentName(r),
      answered: num(r.answered),
      ignored: num(r.ignored),
      avg_response: wholeSeconds(numOrNull(r.response)),
      avg_rating: averageRating(num(r.rating_sum), num(r.answered)),
    })),
  };
}

/** `GET /reviews/dashboard/platforms`: the reviews received per platform, bucket by bucket. */
export async function reviewsPlatforms(
  db: Kysely<DB>,
  interval: StatsDashboardQuery['interval'],
  f: StatsFilter,
): Promise<ReviewsPlatforms> {
  const { rows } = await sql<{ slot: number; platform: string; n: number }>`
    select ${bucketSlot(sql`reviews.received_at`, f.range)} as slot, reviews.platform, count(*)::int as n
    from reviews
    where ${reviewsWhere(f)}
    group by 1, 2`.execute(db);
  const buckets = f.range.starts.map((start) => ({ start: start.toISOString(), google: 0, trustpilot: 0 }));
  const totals = { google: 0, trustpilot: 0 };
  for (const r of rows) {
    const bucket = buckets[Number(r.slot)];
    if (!bucket || (r.platform !== 'google' && r.platform !== 'trustpilot')) continue;
    bucket[r.platform] += num(r.n);
    totals[r.platform] += num(r.n);
  }
  return { ...rangeAnswer(interval, f), totals, buckets };
}

/** `GET /reviews/dashboard/platforms-score`: each platform's average rating and its reviews by stars. */
export async function reviewsPlatformsScore(
  db: Kysely<DB>,
  interval: StatsDashboardQuery['interval'],
  f: StatsFilter,
): Promise<ReviewsPlatformsScore> {
  const { rows } = await sql<{ platform: string; rating: number; n: number }>`
    select reviews.platform, reviews.rating, count(*)::int as n
    from reviews
    where ${reviewsWhere(f)}
    group by 1, 2`.execute(db);
  return {
    ...rangeAnswer(interval, f),
    platforms: REVIEW_PLATFORMS.map((platform) => {
      const stars = REVIEW_STARS.map((star) =>
        num(rows.find((r) => r.platform === platform && Number(r.rating) === star)?.n),
      );
      const reviews = stars.reduce((sum, n) => sum + n, 0);
      const ratingSum = stars.reduce((sum, n, i) => sum + n * (i + 1), 0);
      return { platform, reviews, avg_rating: averageRating(ratingSum, reviews), stars };
    }),
  };
}

/** `GET /reviews/dashboard/reviews-per-status`: the range's reviews by where they stand, and the answer rate. */
export async function reviewsPerStatus(
  db: Kysely<DB>,
  interval: StatsDashboardQuery['interval'],
  f: StatsFilter,
): Promise<ReviewsPerStatus> {
  const { rows } = await sql<{ status: string; n: number }>`
    select reviews.status, count(*)::int as n from reviews where ${reviewsWhere(f)} group by 1`.execute(db);
  const statuses = REVIEW_STATUSES.map((status) => ({
    status,
    count: num(rows.find((r) => r.status === status)?.n),
  }));
  const total = statuses.reduce((sum, s) => sum + s.count, 0);
  const answered = statuses.find((s) => s.status === 'answered')?.count ?? 0;
  return { ...rangeAnswer(interval, f), total, answer_rate: reviewAnswerRate(answered, total), statuses };
}

/**
 * `GET /reviews/export/events`: one line per review of the range, oldest first — what the
 * customer wrote is a cell like any other, neutralised by the export when it reads as a formula.
 */
export async function reviewEventsTable(db: Kysely<DB>, f: StatsFilter): Promise<ExportTable> {
  const { rows } = await sql<{
    received_at: Date;
    platform: string;
    rating: number;
    status: string;
    author: string;
    body: string;
    answered_at: Date | null;
    response: number | null;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
  }>`
    select reviews.received_at, reviews.platform, reviews.rating, reviews.status, reviews.author,
      reviews.body, reviews.answered_at, ${responseSeconds} as response,
      users.first_name, users.last_name, users.email
    from reviews left join users on users.id = reviews.agent_id
    where ${reviewsWhere(f)}
    order by reviews.received_at, reviews.id`.execute(db);
  return {
    header: [
      'received_at',
      'platform',
      'rating',
      'status',
      'agent',
      'answered_at',
      'response_seconds',
      'author',
      'review',
    ],
    rows: rows.map((r) => [
      new Date(r.received_at).toISOString(),
      r.platform,
      Number(r.rating),
      r.status,
      r.first_name || r.last_name || r.email ? agentName(r) : '',
      r.answered_at ? new Date(r.answered_at).toISOString() : '',
      wholeSeconds(numOrNull(r.response)) ?? '',
      r.author,
      r.body,
    ]),
  };
}
