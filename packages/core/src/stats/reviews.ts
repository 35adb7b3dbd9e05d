import { percent, twoDecimals } from './metrics.ts';

/*
 * Reviews (spec 002 §7 "Reviews service"; the reviews dashboards): the platforms a review comes
 * from, where it stands, and the one definition of each reviews figure every view and export uses.
 */

/** The reviews platforms (the `google_reviews` and `trustpilot` channels). */
export const REVIEW_PLATFORMS = ['google', 'trustpilot'] as const;
export type ReviewPlatform = (typeof REVIEW_PLATFORMS)[number];

/** Where a review stands: no answer yet, answered, or set aside by an agent. */
export const REVIEW_STATUSES = ['waiting', 'answered', 'ignored'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Stars a review gives, 1 to 5. */
export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;

/** Average rating in stars, 2 decimals; null without reviews. */
export const averageRating = (sum: number, count: number): number | null =>
  count > 0 ? twoDecimals(sum / count) : null;

/** Share of the reviews of a period that were answered, percent with 2 decimals. */
export const reviewAnswerRate = (answered: number, total: number): number => percent(answered, total);
