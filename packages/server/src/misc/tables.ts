import type { IceBreakerLocale } from '@omnicanal/api';
import type { Generated } from 'kysely';
import type { CreatedAt, Json, WithDefault } from '../db/columns.ts';

// The tables the misc service writes. Composed into `DB` by db/schema.ts.

/** The ice-breakers of one Instagram channel of a company (spec 001 §3). */
export interface IceBreakersTable {
  company_id: number;
  channel: string;
  locales: Json<IceBreakerLocale[]>;
  updated_at: WithDefault<Date | string>;
}

/** A page allowed to show an entry point in an iframe. */
export interface IframesTable {
  id: Generated<number>;
  company_id: number;
  integration_id: number;
  name: string;
  url: string;
  created_at: CreatedAt;
}
