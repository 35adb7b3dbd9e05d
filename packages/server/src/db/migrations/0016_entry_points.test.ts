import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import * as bots from './0003_bots.ts';
import * as entryPoints from './0016_entry_points.ts';

test('0016 keeps the entry points already stored and gives each tree its channel', async () => {
  const db = new PGlite();
  try {
    await db.exec(
      'create table companies (id serial primary key); create table skills (id serial primary key)',
    );
    await db.exec('insert into companies default values; insert into skills default values');
    for (const statement of bots.statements) await db.exec(statement);
    await db.exec(`insert into integrations (company_id, skill_id, name, type, channels, trees) values
      (1, 1, 'Widget', 'widget', '["whatsapp"]', '[{"calendar_id": null, "tree_identifier": "accueil"}]'),
      (1, 1, 'Sans canal', 'url', '[]', '[{"calendar_id": 3, "tree_identifier": "t"}]'),
      (1, 1, 'Vide', 'widget', '["web"]', '[]')`);
    for (const statement of entryPoints.statements) await db.exec(statement);
    const rows = await db.query<{ name: string; trees: unknown; display_mode: string; navbar: unknown }>(
      'select name, trees, display_mode, navbar from integrations order by id',
    );
    assert.deepEqual(rows.rows, [
      {
        name: 'Widget',
        trees: [{ channel: 'whatsapp', calendar_id: null, tree_identifier: 'accueil' }],
        display_mode: 'embedded',
        navbar: [],
      },
      {
        name: 'Sans canal',
        trees: [{ channel: 'web', calendar_id: 3, tree_identifier: 't' }],
        display_mode: 'embedded',
        navbar: [],
      },
      { name: 'Vide', trees: [], display_mode: 'embedded', navbar: [] },
    ]);
  } finally {
    await db.close();
  }
});
