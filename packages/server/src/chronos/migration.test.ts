import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { sql } from 'kysely';
import { openDatabase } from '../db/database.ts';
import { MIGRATIONS, migrate } from '../db/migrate.ts';
import { createTestDatabase } from '../test/helpers.ts';

test('0015 keeps the schedule rules of 0003, as uncustomised calendars with unique labels', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'omnicanal-chronos-'));
  const target = await createTestDatabase();
  const { db, close } = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: dir });
  try {
    // The database as it was before calendars: every migration up to 0014, and two old rules.
    await sql`create table omnicanal_migrations (name text primary key, applied_at timestamptz not null default now())`.execute(
      db,
    );
    for (const migration of MIGRATIONS.slice(
      0,
      MIGRATIONS.findIndex((m) => m.name === '0015_calendars'),
    )) {
      for (const statement of migration.statements) await sql.raw(statement).execute(db);
      await db.insertInto('omnicanal_migrations').values({ name: migration.name }).execute();
    }
    const company = await sql<{
      id: number;
    }>`insert into companies (name) values ('Ancienne') returning id`.execute(db);
    const companyId = company.rows[0]?.id ?? 0;
    await sql`insert into chronos_rules (company_id, label) values (${companyId}, 'Horaires'), (${companyId}, 'HORAIRES')`.execute(
      db,
    );

    // 0015 first, then any later migration.
    assert.equal((await migrate(db))[0], '0015_calendars');
    const rows = await db
      .selectFrom('chronos_rules')
      .select(['label', 'timezone', 'open_24_7', 'week_id', 'days_off', 'off_groups'])
      .orderBy('id')
      .execute();
    assert.equal(rows.length, 2);
    assert.deepEqual(rows[0], {
      label: 'Horaires',
      timezone: 'Europe/Paris',
      open_24_7: false,
      week_id: null,
      days_off: [],
      off_groups: [],
    });
    assert.match(rows[1]?.label ?? '', /^HORAIRES \(\d+\)$/);
  } finally {
    await close();
    await target.drop();
    rmSync(dir, { recursive: true, force: true });
  }
});
