import { localDay, localMidnight, safeZone } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * Messages that use a package (spec 002 §9 "a package of {0} messages … a month"): what visitors,
 * agents and bots write. System lines (taken over, closed) and smart-coaching suggestions are the
 * product's own, not the customer's conversation.
 */
export const METERED_KINDS = ['visitor', 'agent', 'bot'] as const;

/** The default zone of spec 000 §3 users, for a company without an owner. */
const DEFAULT_ZONE = 'Europe/Paris';

/** A month of a company: from its first midnight (included) to the next month's (excluded). */
export interface MonthRange {
  start: Date;
  end: Date;
}

/** What a company used in a month. */
export interface MonthlyUsage extends MonthRange {
  messages: number;
  whatsapp_messages: number;
}

/**
 * The company's time zone: its owner's (the first owner, should there be several). A company has
 * no zone of its own; the owner's is the one its plan and invoices are read in.
 */
export async function companyZone(db: Kysely<DB>, companyId: number): Promise<string> {
  const owner = await db
    .selectFrom('users')
    .select('timezone')
    .where('company_id', '=', companyId)
    .where('role', '=', 'owner')
    .orderBy('id')
    .executeTakeFirst();
  return safeZone(owner?.timezone ?? DEFAULT_ZONE);
}

/** The calendar month of `instant` on the wall clock of `tz`, as two instants. */
export function monthOf(instant: Date, tz: string): MonthRange {
  const { year, month } = localDay(instant, tz);
  // localMidnight rolls month 13 over to January of the next year, as Date.UTC does.
  return { start: localMidnight(year, month, 1, tz), end: localMidnight(year, month + 1, 1, tz) };
}

/** Metered messages of a company in a month, all channels and WhatsApp alone. */
export async function monthlyUsage(
  db: Kysely<DB>,
  companyId: number,
  range: MonthRange,
): Promise<MonthlyUsage> {
  const row = await db
    .selectFrom('messages')
    .innerJoin('rooms', 'rooms.uuid', 'messages.room_uuid')
    .leftJoin('channels', 'channels.id', 'rooms.channel_id')
    .select((eb) => [
      eb.fn.countAll<string>().as('messages'),
      eb.fn.count<string>('channels.id').filterWhere('channels.kind', '=', 'whatsapp').as('whatsapp'),
    ])
    .where('messages.company_id', '=', companyId)
    .where('messages.kind', 'in', METERED_KINDS)
    .where('messages.created_at', '>=', range.start)
    .where('messages.created_at', '<', range.end)
    .executeTakeFirstOrThrow();
  return { ...range, messages: Number(row.messages), whatsapp_messages: Number(row.whatsapp) };
}

/**
 * Spec 000 §8 "over monthly quota": a package of the plan is used up this month. An unlimited
 * package (null) never is; an empty one (no WhatsApp message included) is once one is used.
 * Being over quota refuses nothing by itself: conversations go on, the console shows the alert
 * and the way to a bigger plan, and what is past the package is extra.
 */
export function isOverQuota(
  usage: { messages: number; whatsapp_messages: number },
  offer: { max_messages: number | null; max_whatsapp_messages: number | null },
): boolean {
  const usedUp = (used: number, max: number | null) => max !== null && used > 0 && used >= max;
  return (
    usedUp(usage.messages, offer.max_messages) || usedUp(usage.whatsapp_messages, offer.max_whatsapp_messages)
  );
}
