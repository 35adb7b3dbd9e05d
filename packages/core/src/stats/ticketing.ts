import { percent, STATS_LATE_AFTER_SECONDS } from './metrics.ts';

/*
 * Tickets (spec 000 §1 "ticketing", §3 its notifications: ticket assigned, waiting, late, task
 * assigned): where a ticket stands, and the one definition of each ticketing figure every view and
 * export uses. The server's SQL computes the same instants (stats/ticketing.ts).
 */

/** Where a ticket stands: not taken yet, taken by an agent, late for its first reply, or closed. */
export const TICKET_STATUSES = ['waiting', 'running', 'late', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Spec 000 §9 "Ticket kinds limit": the most kinds `GET /kinds` answers at once. */
export const TICKET_KINDS_LIMIT = 100;

/** The instants of one ticket the figures read. */
export interface TicketTimes {
  created: Date;
  firstReply: Date | null;
  closedAt: Date | null;
}

const seconds = (from: Date, to: Date | null) =>
  to && to.getTime() >= from.getTime() ? (to.getTime() - from.getTime()) / 1000 : null;

/** First reply: from the ticket's creation to an agent's first answer (null without one). */
export const ticketFirstReplyTime = (t: TicketTimes) => seconds(t.created, t.firstReply);

/** Resolution time: from the ticket's creation to its close (null while open). */
export const ticketResolutionTime = (t: TicketTimes) => seconds(t.created, t.closedAt);

/**
 * Late: no agent answered within the 10 minutes a conversation gets (spec 000 §9 "no reply after 10
 * minutes"; the spec names no other delay for tickets, and one rule keeps a ticket and a room late
 * alike on the same screen) — from its creation to the first reply, or to its close, or to `now`
 * while open. A ticket closed before 10 minutes without an answer is not late.
 */
export function isTicketLate(t: TicketTimes, now: Date): boolean {
  const end = t.firstReply ?? t.closedAt ?? now;
  return (end.getTime() - t.created.getTime()) / 1000 >= STATS_LATE_AFTER_SECONDS;
}

/** Late tickets in percent of the tickets created, 2 decimals. */
export const ticketLateRate = (late: number, created: number) => percent(late, created);

/** Open tickets (the agent console's dot, spec 000 §2): every status but closed. */
export const isTicketOpen = (status: string) => status !== 'closed';
