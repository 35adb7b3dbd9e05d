import type { HttpClient } from '../http.ts';
import {
  WebivrPathTree,
  WebivrSankey,
  WebivrStatsDashboard,
  type WebivrStatsParams,
} from '../schemas/stats-webivr.ts';

/*
 * The web IVR's statistics calls (spec 002 §7 "Second stats service"), over the `stats2` base. A
 * module of their own, so a screen that never shows them never loads their schemas.
 */

/** `GET /webivr/dashboard` (the `stats2` base): the web IVR's sessions, hand-offs and most visited nodes. */
export const fetchWebivrStats = (http: HttpClient, params: WebivrStatsParams) =>
  http.get('/webivr/dashboard', { answer: WebivrStatsDashboard, query: { ...params } });

/** `GET /webivr/sankey` (the `stats2` base): the moves between the web IVR's nodes. */
export const fetchWebivrSankey = (http: HttpClient, params: WebivrStatsParams) =>
  http.get('/webivr/sankey', { answer: WebivrSankey, query: { ...params } });

/** `GET /webivr/sankey-v2` (the `stats2` base): one web IVR's menu with each node's visits. */
export const fetchWebivrPathTree = (http: HttpClient, params: WebivrStatsParams) =>
  http.get('/webivr/sankey-v2', { answer: WebivrPathTree, query: { ...params } });
