import { slot, workingWeek } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { createOffGroup, createRule, createWeek } from './repo.ts';

/** French public holidays of 2026 and 2027: the demo's off-day group. */
const FRENCH_HOLIDAYS = [
  '2026-01-01',
  '2026-04-06',
  '2026-05-01',
  '2026-05-08',
  '2026-05-14',
  '2026-05-25',
  '2026-07-14',
  '2026-08-15',
  '2026-11-01',
  '2026-11-11',
  '2026-12-25',
  '2027-01-01',
  '2027-03-29',
  '2027-05-01',
  '2027-05-06',
  '2027-05-08',
  '2027-05-17',
  '2027-07-14',
  '2027-08-15',
  '2027-11-01',
  '2027-11-11',
  '2027-12-25',
];

/**
 * The demo company's calendars: "Horaires du support", open Monday to Friday 09:00–18:00 in
 * Europe/Paris and closed on French public holidays, and "Horaires d'été", not customised yet.
 * Answers the support calendar's id (the demo bot's chronos node routes on it).
 */
export async function seedDemoCalendars(db: Kysely<DB>, companyId: number): Promise<number> {
  const holidays = await createOffGroup(db, companyId, 'Jours fériés (France)', FRENCH_HOLIDAYS);
  const week = await createWeek(db, companyId, workingWeek(slot('09:00', '18:00')));
  const support = await createRule(db, companyId, 'Horaires du support', {
    timezone: 'Europe/Paris',
    week_id: week.id,
    off_groups: [holidays],
  });
  await createRule(db, companyId, "Horaires d'été", { timezone: 'Europe/Paris' });
  return support;
}
