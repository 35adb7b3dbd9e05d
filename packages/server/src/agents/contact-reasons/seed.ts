import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { seedDemoLibrary } from '../../msglib/seed.ts';
import { saveReason } from './repo.ts';

/** The demo reasons, on Support: closing a Support room asks for one of them. */
const DEMO_REASONS = ['Question produit', 'Réclamation', 'Autre'];

/**
 * The demo close flow and agent helpers: contact reasons on Support, a small message library, and
 * smart coaching switched on for Sales (its suggestions come from that library).
 */
export async function seedDemoCloseFlow(
  db: Kysely<DB>,
  companyId: number,
  skills: { Support: number; Sales: number },
): Promise<void> {
  for (const label of DEMO_REASONS)
    await saveReason(db, companyId, { label, skills: [skills.Support], subaccounts: [] });
  await seedDemoLibrary(db, companyId);
  await db
    .updateTable('skills')
    .set({ services: JSON.stringify([{ kind: 'smartcoaching' }]) })
    .where('id', '=', skills.Sales)
    .execute();
}
