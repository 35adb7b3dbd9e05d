import type { HttpClient } from '../http.ts';
import type { StatsDashboardParams } from '../schemas/stats-dashboard.ts';
import {
  ReviewsAgents,
  ReviewsPerStatus,
  ReviewsPlatforms,
  ReviewsPlatformsScore,
} from '../schemas/stats-reviews.ts';

/*
 * The reviews dashboards' calls (spec 002 §7 "Second stats service"), over the `stats2` base, with
 * the dashboards' query. A module of their own, so a screen that never shows them never loads
 * their schemas.
 */

/** `GET /reviews/dashboard/agents`: who answered the range's reviews, how fast, on what ratings. */
export const fetchReviewsAgents = (http: HttpClient, params: StatsDashboardParams) =>
  http.get('/reviews/dashboard/agents', { answer: ReviewsAgents, query: { ...params } });

/** `GET /reviews/dashboard/platforms`: reviews received per platform over the range. */
export const fetchReviewsPlatforms = (http: HttpClient, params: StatsDashboardParams) =>
  http.get('/reviews/dashboard/platforms', { answer: ReviewsPlatforms, query: { ...params } });

/** `GET /reviews/dashboard/platforms-score`: each platform's average rating and stars. */
export const fetchReviewsPlatformsScore = (http: HttpClient, params: StatsDashboardParams) =>
  http.get('/reviews/dashboard/platforms-score', { answer: ReviewsPlatformsScore, query: { ...params } });

/** `GET /reviews/dashboard/reviews-per-status`: the range's reviews by status. */
export const fetchReviewsPerStatus = (http: HttpClient, params: StatsDashboardParams) =>
  http.get('/reviews/dashboard/reviews-per-status', { answer: ReviewsPerStatus, query: { ...params } });
