import type { ChronosRule } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** A company's schedule rules, oldest first. */
export function listRules(db: Kysely<DB>, companyId: number): Promise<ChronosRule[]> {
  return db
    .selectFrom('chronos_rules')
    .select(['id', 'label'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
}

/** Creates a schedule rule; answers its id. */
export async function createRule(db: Kysely<DB>, companyId: number, label: string): Promise<number> {
  const row = await db
    .insertInto('chronos_rules')
    .values({ company_id: companyId, label })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
