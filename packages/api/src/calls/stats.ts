import type { HttpClient, Query } from '../http.ts';
import {
  ContactReasonStats,
  DiscussionDetailPage,
  GbaHeader,
  GuestConversationStats,
  SankeyStats,
  StatsBot,
  StatsComments,
  StatsDashboard,
  StatsDashboard2,
  type StatsDashboardParams,
  type StatsDetailParams,
  StatsMonitoring,
} from '../schemas/stats-dashboard.ts';

/*
 * Dashboard statistics calls (spec 002 §7). Those of the stats service take a client over the
 * `stats` base; the guests statistics (`…Guest…`, `fetchSankey`, `exportDiscussions`) take one over
 * the `guests` base. Every call takes the same query: interval, custom days, skill and agent.
 */

const query = (params: StatsDashboardParams | StatsDetailParams): Query => ({ ...params });

/** `GET /stats/dashboard`: the overview (global activity). */
export const fetchStatsDashboard = (http: HttpClient, params: StatsDashboardParams) =>
  http.get('/stats/dashboard', { answer: StatsDashboard, query: query(params) });

/** `GET /stats/dashboard2`: agent activity, one row per agent. */
export const fetchAgentActivity = (http: HttpClient, params: StatsDashboardParams) =>
  http.get('/stats/dashboard2', { answer: StatsDashboard2, query: query(params) });

/** `GET /stats/dashboard2_discussion_detail`: one row per conversation, paged. */
export const fetchDiscussionDetail = (http: HttpClient, params: StatsDetailParams) =>
  http.get('/stats/dashboard2_discussion_detail', { answer: DiscussionDetailPage, query: query(params) });

/** `GET /stats/statistics`: monitoring, now (managers and above). */
export const fetchMonitoring = (
  http: HttpClient,
  params: Pick<StatsDashboardParams, 'skill' | 'agent' | 'company'> = {},
) => http.get('/stats/statistics', { answer: StatsMonitoring, query: { ...params } });

/** `GET /stats/gba-header`: the header strip's figures, polled every 5 minutes. */
export const fetchGbaHeader = (http: HttpClient) => http.get('/stats/gba-header', { answer: GbaHeader });

/** `GET /stats/dashboard-comments-gc`: public comments and their answers. */
export const fetchCommentsStats = (http: HttpClient, params: StatsDashboardParams) =>
  http.get('/stats/dashboard-comments-gc', { answer: StatsComments, query: query(params) });

/** `GET /stats/statistics2`: the bot main dashboard. */
export const fetchBotStats = (http: HttpClient, params: StatsDashboardParams) =>
  http.get('/stats/statistics2', { answer: StatsBot, query: query(params) });

/**
 * A CSV export of the stats service (`dashboard2export`, `statistics2export`,
 * `dashboard-comments-gc-export`): the file's text. The server names the file `export-….csv` in
 * its content-disposition.
 */
export const exportStatsCsv = (
  http: HttpClient,
  name: 'dashboard2export' | 'statistics2export' | 'dashboard-comments-gc-export',
  params: StatsDashboardParams,
) => http.get<string>(`/stats/${name}`, { query: query(params) });

/** Guests `GET /stats/conversations` (over the `guests` base). */
export const fetchGuestConversationStats = (http: HttpClient, params: StatsDashboardParams) =>
  http.get('/stats/conversations', { answer: GuestConversationStats, query: query(params) });

/** Guests `GET /stats/contact-reasons` (over the `guests` base). */
export const fetchGuestContactReasonStats = (http: HttpClient, params: StatsDashboardParams) =>
  http.get('/stats/contact-reasons', { answer: ContactReasonStats, query: query(params) });

/** Guests `GET /stats/discussions` (over the `guests` base): conversations, paged. */
export const fetchGuestDiscussions = (http: HttpClient, params: StatsDetailParams) =>
  http.get('/stats/discussions', { answer: DiscussionDetailPage, query: query(params) });

/** Guests `GET /stats/sankey` (over the `guests` base): the bot paths. */
export const fetchSankey = (http: HttpClient, params: StatsDashboardParams) =>
  http.get('/stats/sankey', { answer: SankeyStats, query: query(params) });

/** Guests `GET /stats/export-discussions` (over the `guests` base): the conversations as CSV. */
export const exportDiscussions = (http: HttpClient, params: StatsDashboardParams) =>
  http.get<string>('/stats/export-discussions', { query: query(params) });

/**
 * A record-by-record export of the guests service (over the `guests` base), as CSV: the visitors'
 * answers to the bot (`df-results`), the session events (`export-events`) or the smart coaching
 * events (`export-smartcoaching-events`).
 */
export const exportGuestRecords = (
  http: HttpClient,
  name: 'df-results' | 'export-events' | 'export-smartcoaching-events',
  params: StatsDashboardParams,
) => http.get<string>(`/stats/${name}`, { query: query(params) });

/** Second stats `GET /bot/df-results` (over the `stats2` base): the visitors' answers to the bot as CSV. */
export const exportBotAnswers = (http: HttpClient, params: StatsDashboardParams) =>
  http.get<string>('/bot/df-results', { query: query(params) });

/** Second stats `GET /stats/export` (over the `stats2` base): the workchain runs as CSV. */
export const exportWorkchainRuns = (http: HttpClient, params: StatsDashboardParams) =>
  http.get<string>('/stats/export', { query: query(params) });
