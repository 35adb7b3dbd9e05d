import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { savedText } from './skill-messages.ts';

/*
 * Conversation numbers, per company (`#42`, `WA12`): counted in `room_counters`, apart from the
 * company row whose event seq every transaction with events holds locked until it commits, so a
 * number is reserved without waiting for them. A number reserved by a conversation that then fails
 * stays unused, as a sequence's would.
 */

/** Counts one more room for the company of each row of `companies` (a `company_id` column). */
const countRoom = (companies: RawBuilder<unknown>) => sql`
  insert into room_counters (company_id, room_seq) select company_id, 1 from ${companies}
  on conflict (company_id) do update set room_seq = room_counters.room_seq + 1
  returning room_seq`;

/** Counts one more room for `companyId` and answers its number. */
export async function nextRoomNumber(db: Kysely<DB>, companyId: number): Promise<number> {
  const { rows } = await sql<{ room_seq: number }>`${countRoom(
    sql`(select ${companyId}::integer as company_id) as company`,
  )}`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`nextRoomNumber: nothing counted for company ${companyId}`);
  return row.room_seq;
}

/**
 * The skill (with its waiting message as saved, spec 002 §3) and the next room number of its
 * company, in one statement; undefined without the skill.
 */
export async function reserveRoomNumberOfSkill(db: Kysely<DB>, skillId: number) {
  const { rows } = await sql<{
    id: number;
    name: string;
    company_id: number;
    room_seq: number;
    waiting_message: unknown;
  }>`
    with skill as (select id, name, company_id, messages -> 'waiting' as waiting_message from skills where id = ${skillId}),
    counted as (${countRoom(sql`skill`)})
    select skill.id, skill.name, skill.company_id, skill.waiting_message, counted.room_seq
    from skill cross join counted`.execute(db);
  const row = rows[0];
  return row && { ...row, waiting_message: savedText(row.waiting_message) };
}
