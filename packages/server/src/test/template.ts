import { argv } from 'node:process';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo } from '../seed/demo.ts';

/**
 * A migrated, seeded database that test servers copy instead of creating their own: a PGlite data
 * directory (creating a PGlite cluster costs about 3 s of one core; copying one a tenth of a
 * second), or a PostgreSQL database that each test database is created from (`CREATE DATABASE …
 * TEMPLATE`, instead of about 3 s of migrations and seeding per server). The server tests start
 * some seventy servers. The test runner builds it once per run (scripts/unit.mjs) and names it in
 * OMNICANAL_TEST_PGLITE_TEMPLATE or OMNICANAL_TEST_PG_TEMPLATE.
 */
export async function buildTestTemplate(
  target: { dataDir: string } | { databaseUrl: string },
): Promise<void> {
  const database = await openDatabase(
    'databaseUrl' in target ? { databaseUrl: target.databaseUrl, dataDir: '' } : target,
  );
  try {
    await migrate(database.db);
    await seedDemo(database.db);
  } finally {
    await database.close();
  }
}

// `node --import tsx template.ts <dir> | --database <url>`: how the runner, a plain .mjs script,
// builds it.
if (import.meta.url === `file://${argv[1]}`) {
  const [first, second] = argv.slice(2);
  if (first === '--database' && second) await buildTestTemplate({ databaseUrl: second });
  else if (first && first !== '--database') await buildTestTemplate({ dataDir: first });
  else throw new Error('usage: template.ts <data dir> | --database <url>');
}
