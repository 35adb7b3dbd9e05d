import { TICKET_STATUSES } from '@omnicanal/core';
import * as v from 'valibot';
import { IsoDate } from './common.ts';
import { RangeEntries } from './stats-dashboard.ts';

/*
 * The ticketing dashboards (spec 002 §2 `/dashboard/ticketing/*` and `/stats/ticketing/*`; the
 * second stats service, as the reviews dashboards — spec 002 §7 names no ticketing statistics call,
 * so `GET /ticketing/dashboard` and `/ticketing/export/events` are ours). Each figure counts what
 * happened in the range by its own instant, in the company's time zone: created by creation,
 * closed by close, taken by taking. Durations are whole seconds, null when nothing was measured;
 * rates percent with 2 decimals; late is `isTicketLate` of core. The query is the dashboards' own
 * (`StatsDashboardQuery`).
 */

const Seconds = v.nullable(v.number());

/** The headline figures. */
export const TicketingKpis = v.object({
  /** Tickets created in the range. */
  created: v.number(),
  /** Tickets closed in the range, whenever they were created. */
  closed: v.number(),
  /** Tickets not closed at this moment, whatever day they were created (the range does not apply). */
  open_now: v.number(),
  /** Tickets created in the range that waited 10 minutes or more for a first reply. */
  late: v.number(),
  /** Late in percent of the created, 2 decimals. */
  late_rate: v.number(),
  /** Creation to first reply, over the created tickets answered. */
  avg_first_reply: Seconds,
  /** Creation to close, over the tickets closed in the range. */
  avg_resolution: Seconds,
});
export type TicketingKpis = v.InferOutput<typeof TicketingKpis>;

/** One bucket: tickets created, closed and (of those created) late, from `start` to the next. */
export const TicketingBucket = v.object({
  start: IsoDate,
  created: v.number(),
  closed: v.number(),
  late: v.number(),
});
export type TicketingBucket = v.InferOutput<typeof TicketingBucket>;

/** `GET /ticketing/dashboard`: the ticketing dashboard of a range. */
export const TicketingDashboard = v.object({
  ...RangeEntries,
  kpis: TicketingKpis,
  buckets: v.array(TicketingBucket),
  /** The range's created tickets by where they stand now, every status listed. */
  by_status: v.array(v.object({ status: v.picklist(TICKET_STATUSES), count: v.number() })),
  /** The range's created tickets per kind, most first; `kind_id` null for those without one. */
  by_kind: v.array(v.object({ kind_id: v.nullable(v.number()), kind: v.string(), count: v.number() })),
  /** Per agent: tickets taken and closed in the range, and the closed ones' resolution time. */
  agents: v.array(
    v.object({
      agent: v.string(),
      name: v.string(),
      taken: v.number(),
      closed: v.number(),
      avg_resolution: Seconds,
    }),
  ),
});
export type TicketingDashboard = v.InferOutput<typeof TicketingDashboard>;
