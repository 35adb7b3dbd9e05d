import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, TimestampNullable, WithDefault } from '../db/columns.ts';

/** A kind of ticket a company sorts its tickets by (`GET /kinds` of the ticketing service; migration 0048). */
export interface TicketKindsTable {
  id: Generated<number>;
  company_id: number;
  /** Unique within the company. */
  name: string;
  created_at: CreatedAt;
}

/**
 * One ticket, as the ticketing area writes it (migration 0048): who works it, where it stands and
 * the instants the ticketing dashboards (second stats service, `/ticketing/*`) read. Composed into
 * `DB` by db/schema.ts.
 */
export interface TicketsTable {
  id: Generated<number>;
  company_id: number;
  /** Its kind; null without one, or once the kind is deleted. */
  kind_id: number | null;
  skill_id: number | null;
  /** The agent who took it. */
  agent_id: number | null;
  /** `waiting`, `running`, `late` or `closed` (TICKET_STATUSES in core). */
  status: WithDefault<string>;
  subject: WithDefault<string>;
  created_at: ColumnType<Date, Date | string, Date | string>;
  taken_at: TimestampNullable;
  /** An agent's first answer to the customer. */
  first_reply_at: TimestampNullable;
  closed_at: TimestampNullable;
}
