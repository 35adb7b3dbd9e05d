/*
 * One definition of each statistics figure (issue 19: two screens must never disagree). The
 * server's SQL computes sums and counts over the same instants these functions name and turns
 * them into figures with the functions below; a screen computing a figure itself uses them too.
 */

/** Spec 000 §4/§9: a conversation is late once a visitor has waited 10 minutes for an agent reply. */
export const STATS_LATE_AFTER_SECONDS = 600;

/** Spec 000 §9: a percentage with 2 decimals; 0 when there is nothing to divide. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0;
}

/** A duration in whole seconds, null when nothing was measured. */
export function wholeSeconds(value: number | null | undefined): number | null {
  return value === null || value === undefined || Number.isNaN(value) ? null : Math.round(value);
}

/** Two decimals (averages of answers), null when nobody answered. */
export function twoDecimals(value: number | null | undefined): number | null {
  return value === null || value === undefined || Number.isNaN(value) ? null : Math.round(value * 100) / 100;
}

const seconds = (from: Date | null, to: Date | null) =>
  from && to && to.getTime() >= from.getTime() ? (to.getTime() - from.getTime()) / 1000 : null;

/** The instants of one conversation the figures read (a room and its messages). */
export interface ConversationTimes {
  created: Date;
  /** When it last started waiting for an agent, and when an agent last took it. */
  waitingSince: Date | null;
  takenAt: Date | null;
  closedAt: Date | null;
  firstVisitorMessage: Date | null;
  firstAgentMessage: Date | null;
}

/** Waiting time: from the start of the wait to an agent taking the room (null if never taken). */
export const waitingTime = (c: ConversationTimes) => seconds(c.waitingSince, c.takenAt);

/** First response: from the room's creation to the first agent message (null without one). */
export const firstResponseTime = (c: ConversationTimes) => seconds(c.created, c.firstAgentMessage);

/** Running time: from an agent taking the room to its close (null while open). */
export const runningTime = (c: ConversationTimes) => seconds(c.takenAt, c.closedAt);

/** Handled: an agent took the room. */
export const isHandled = (c: ConversationTimes) => c.takenAt !== null;

/** Handle rate: handled rooms in percent of the rooms counted. */
export const handleRate = (handled: number, total: number) => percent(handled, total);

/**
 * Late: the visitor waited 10 minutes or more for the first agent reply, counted from their
 * first message (or the room's creation) to the reply, or to the close, or to `now` while open.
 * A room the visitor left before 10 minutes is not late.
 */
export function isLate(c: ConversationTimes, now: Date): boolean {
  const start = c.firstVisitorMessage ?? c.created;
  const end = c.firstAgentMessage ?? c.closedAt ?? now;
  return (end.getTime() - start.getTime()) / 1000 >= STATS_LATE_AFTER_SECONDS;
}

/** The instants an open room's current wait is read from. */
export interface ReplyTimes {
  lastVisitorMessage: Date | null;
  lastAgentMessage: Date | null;
  waitingSince: Date | null;
  created: Date;
}

/**
 * Since when the visitor of an open room has waited for an agent reply, or null when the last word
 * is the agent's: with no agent message yet, from the visitor's message (else the start of the
 * wait, else the creation); after one, from a visitor message that came later.
 */
export function unansweredSince(r: ReplyTimes): Date | null {
  if (r.lastAgentMessage === null) return r.lastVisitorMessage ?? r.waitingSince ?? r.created;
  if (r.lastVisitorMessage && r.lastVisitorMessage.getTime() > r.lastAgentMessage.getTime())
    return r.lastVisitorMessage;
  return null;
}

/** Late now (the lists' `late` state): an open room whose visitor has waited 10 minutes for a reply. */
export function isLateNow(r: ReplyTimes, now: Date): boolean {
  const since = unansweredSince(r);
  return since !== null && (now.getTime() - since.getTime()) / 1000 >= STATS_LATE_AFTER_SECONDS;
}

/**
 * A room's survey answer as stored in its infos (`satisfaction`: a number out of 5, or
 * `{sat, nps}` with the NPS out of 10).
 */
export function satisfactionOf(value: unknown): { sat: number | null; nps: number | null } {
  if (typeof value === 'number') return { sat: value, nps: null };
  if (value && typeof value === 'object') {
    const { sat, nps } = value as { sat?: unknown; nps?: unknown };
    return { sat: typeof sat === 'number' ? sat : null, nps: typeof nps === 'number' ? nps : null };
  }
  return { sat: null, nps: null };
}

/** Average satisfaction out of 5, 2 decimals, null when nobody answered. */
export const averageSatisfaction = (sum: number, count: number) =>
  count > 0 ? twoDecimals(sum / count) : null;

/** NPS promoters answer 9 or 10, detractors 0 to 6. */
export const NPS_PROMOTER_MIN = 9;
export const NPS_DETRACTOR_MAX = 6;

/** NPS: promoters minus detractors, in percent of the answers (2 decimals), null when none. */
export function netPromoterScore(promoters: number, detractors: number, answers: number): number | null {
  return answers > 0 ? percent(promoters - detractors, answers) : null;
}
