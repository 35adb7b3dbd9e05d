import { TICKET_KINDS_LIMIT } from '@omnicanal/core';
import * as v from 'valibot';

/*
 * The ticketing service (spec 000 §7 and 002 §7: `GET /kinds` with limit 100 and offset 0; spec
 * 000 §9: the ticket kinds limit is 100). Response shapes are not shown by the spec: a page like
 * the settings lists, `{results, count}`.
 */

const QueryInt = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,7}$/, 'invalid'), v.transform(Number), v.minValue(min), v.maxValue(max));

/** `GET /kinds?limit=&offset=`: at most 100 kinds a page (all 100 unless asked), from `offset`. */
export const TicketKindsQuery = v.object({
  limit: v.optional(QueryInt(1, TICKET_KINDS_LIMIT), String(TICKET_KINDS_LIMIT)),
  offset: v.optional(QueryInt(0, 1_000_000), '0'),
});
export type TicketKindsQuery = v.InferOutput<typeof TicketKindsQuery>;

/** A kind of ticket of the company. */
export const TicketKind = v.object({ id: v.number(), name: v.string() });
export type TicketKind = v.InferOutput<typeof TicketKind>;

/** One page of the company's ticket kinds, by name, and how many it has in all. */
export const TicketKindsPage = v.object({ results: v.array(TicketKind), count: v.number() });
export type TicketKindsPage = v.InferOutput<typeof TicketKindsPage>;
