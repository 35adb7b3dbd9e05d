import type { EntryPoint } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A company's entry points, optionally those of one skill, oldest first. */
export async function listEntryPoints(
  db: Kysely<DB>,
  companyId: number,
  skillId?: number,
): Promise<EntryPoint[]> {
  let query = db
    .selectFrom('integrations')
    .select(['id', 'name', 'type', 'skill_id', 'channels', 'trees'])
    .where('company_id', '=', companyId);
  if (skillId !== undefined) query = query.where('skill_id', '=', skillId);
  const rows = await query.orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    skill: r.skill_id,
    channels: r.channels,
    trees: r.trees,
  }));
}

export interface NewEntryPoint {
  companyId: number;
  skillId: number;
  name: string;
  type: string;
  channels: string[];
  trees: EntryPoint['trees'];
}

/** Creates an entry point; answers its id. */
export async function createEntryPoint(db: Kysely<DB>, input: NewEntryPoint): Promise<number> {
  const row = await db
    .insertInto('integrations')
    .values({
      company_id: input.companyId,
      skill_id: input.skillId,
      name: input.name,
      type: input.type,
      channels: JSON.stringify(input.channels),
      trees: JSON.stringify(input.trees),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
