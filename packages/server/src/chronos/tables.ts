import type { WeekDays } from '@omnicanal/core';
import type { Generated } from 'kysely';
import type { CreatedAt, Json, WithDefault } from '../db/columns.ts';

// The tables the chronos service writes. Composed into `DB` by db/schema.ts.

/**
 * A schedule rule: the calendar that chronos nodes route on and entry points open trees by
 * (spec 001 §3 "Calendar"). Its weekly days are a week of its own (`week_id`), null until its
 * hours are customised.
 */
export interface ChronosRulesTable {
  id: Generated<number>;
  company_id: number;
  /** Unique in the company whatever its case. */
  label: string;
  timezone: WithDefault<string>;
  open_24_7: WithDefault<boolean>;
  week_id: number | null;
  /** The calendar's own days off, YYYY-MM-DD. */
  days_off: Json<string[]>;
  /** Ids of the off-day groups it includes. */
  off_groups: Json<number[]>;
  created_at: CreatedAt;
  updated_at: WithDefault<Date>;
}

/** A weekly schedule: each weekday closed or open on its slots. */
export interface ChronosWeeksTable {
  id: Generated<number>;
  company_id: number;
  days: Json<WeekDays>;
  created_at: CreatedAt;
  updated_at: WithDefault<Date>;
}

/** A named list of days off (public holidays…) that calendars include. */
export interface ChronosOffGroupsTable {
  id: Generated<number>;
  company_id: number;
  label: string;
  days: Json<string[]>;
  created_at: CreatedAt;
}
