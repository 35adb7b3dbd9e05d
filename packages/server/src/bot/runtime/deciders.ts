import { type BranchDeciders, notConfigured } from '@omnicanal/core/bot';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type CalendarOpenAt, calendarOpenAt } from './schedule.ts';

/** What the runtime's deciders need to know of the conversation. */
export interface DecidersContext {
  db: Kysely<DB>;
  companyId: number;
  now: Date;
  /** The schedule check (injected in tests; the module's by default). */
  openAt?: CalendarOpenAt;
  random?: () => number;
}

/**
 * The server's answers to the walker's branches: the calendar of a chronos node at this instant,
 * a random draw for the load balancer, no Messenger opt-in on the channels the reference server
 * runs (the web), and the outside providers (job, dialogflow, ravana) "not configured" until the
 * AI services exist.
 */
export function runtimeDeciders(ctx: DecidersContext): BranchDeciders {
  const openAt = ctx.openAt ?? calendarOpenAt;
  return {
    calendarOpen: (rule) => {
      const id = typeof rule === 'number' ? rule : Number(rule);
      if (rule === null || rule === '' || !Number.isInteger(id) || id <= 0) return null;
      return openAt(ctx.db, ctx.companyId, id, ctx.now);
    },
    random: ctx.random ?? Math.random,
    optIn: () => null,
    provider: notConfigured,
  };
}
