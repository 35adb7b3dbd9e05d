import type { HttpClient } from '../http.ts';
import type { StatsDashboardParams } from '../schemas/stats-dashboard.ts';
import { TicketingDashboard } from '../schemas/stats-ticketing.ts';

/*
 * The ticketing dashboard's call, over the `stats2` base with the dashboards' query. A module of
 * its own, so a screen that never shows it never loads its schema.
 */

/** `GET /ticketing/dashboard`: tickets created, closed, late, by status, kind and agent over a range. */
export const fetchTicketingDashboard = (http: HttpClient, params: StatsDashboardParams) =>
  http.get('/ticketing/dashboard', { answer: TicketingDashboard, query: { ...params } });
