import type { Kysely } from 'kysely';
import { calendarOpenAt as storedCalendarOpenAt } from '../../chronos/calendars.ts';
import type { DB } from '../../db/schema.ts';

/**
 * Is a company's calendar open at an instant? `true`/`false`, or `null` when the calendar is
 * unknown (a bot saved with a calendar deleted since): the runtime then says the skill's fallback
 * and hands off (issue "Bad input").
 */
export type CalendarOpenAt = (
  db: Kysely<DB>,
  companyId: number,
  calendarId: number,
  at: Date,
) => Promise<boolean | null>;

/** The schedule check the bot runtime uses: the chronos service's stored calendars. */
export const calendarOpenAt: CalendarOpenAt = storedCalendarOpenAt;
