import { argv } from 'node:process';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo } from '../seed/demo.ts';

/**
 * A migrated, seeded PGlite data directory that test servers copy instead of creating their own.
 * Creating a PGlite cluster costs about 3 s of one core; copying one costs a tenth of a second, and
 * the server tests start some seventy servers. The test runner builds it once per run
 * (scripts/unit.mjs) and names it in OMNICANAL_TEST_PGLITE_TEMPLATE.
 */
export async function buildTestTemplate(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database.db);
    await seedDemo(database.db);
  } finally {
    await database.close();
  }
}

// `node --import tsx template.ts <dir>`: how the runner, a plain .mjs script, builds it.
if (import.meta.url === `file://${argv[1]}`) {
  const dir = argv[2];
  if (!dir) throw new Error('usage: template.ts <data dir>');
  await buildTestTemplate(dir);
}
