import { REVIEW_PLATFORMS, REVIEW_STATUSES } from '@omnicanal/core';
import * as v from 'valibot';
import { IsoDate } from './common.ts';
import { RangeEntries } from './stats-dashboard.ts';

/*
 * The reviews dashboards (spec 002 §7 "Second stats service": `/reviews/dashboard/agents`,
 * `/platforms`, `/platforms-score`, `/reviews-per-status`; spec 002 "Reviews stats: agents,
 * platforms, platformsScore, reviewsPerStatus"). They count the reviews received in the range, in
 * the company's time zone; the query is the dashboards' own (`StatsDashboardQuery`). Ratings are
 * stars out of 5 with 2 decimals, null without reviews; durations whole seconds.
 */

const Platform = v.picklist(REVIEW_PLATFORMS);

/** `GET /reviews/dashboard/agents`: per agent who handled reviews of the range, most answered first. */
export const ReviewsAgents = v.object({
  ...RangeEntries,
  agents: v.array(
    v.object({
      agent: v.string(),
      name: v.string(),
      answered: v.number(),
      ignored: v.number(),
      /** Average time from a review's arrival to its answer. */
      avg_response: v.nullable(v.number()),
      /** Average stars of the reviews the agent answered. */
      avg_rating: v.nullable(v.number()),
    }),
  ),
});
export type ReviewsAgents = v.InferOutput<typeof ReviewsAgents>;

/** `GET /reviews/dashboard/platforms`: reviews received per platform, bucket by bucket. */
export const ReviewsPlatforms = v.object({
  ...RangeEntries,
  totals: v.object({ google: v.number(), trustpilot: v.number() }),
  buckets: v.array(v.object({ start: IsoDate, google: v.number(), trustpilot: v.number() })),
});
export type ReviewsPlatforms = v.InferOutput<typeof ReviewsPlatforms>;

/** `GET /reviews/dashboard/platforms-score`: each platform's average rating and its stars, 1 to 5. */
export const ReviewsPlatformsScore = v.object({
  ...RangeEntries,
  platforms: v.array(
    v.object({
      platform: Platform,
      reviews: v.number(),
      avg_rating: v.nullable(v.number()),
      /** Reviews giving 1, 2, 3, 4 and 5 stars, in that order. */
      stars: v.array(v.number()),
    }),
  ),
});
export type ReviewsPlatformsScore = v.InferOutput<typeof ReviewsPlatformsScore>;

/** `GET /reviews/dashboard/reviews-per-status`: the range's reviews by where they stand. */
export const ReviewsPerStatus = v.object({
  ...RangeEntries,
  total: v.number(),
  /** Answered among all, percent with 2 decimals. */
  answer_rate: v.number(),
  statuses: v.array(v.object({ status: v.picklist(REVIEW_STATUSES), count: v.number() })),
});
export type ReviewsPerStatus = v.InferOutput<typeof ReviewsPerStatus>;
