import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import * as roomCounters from './0049_room_counters.ts';

test('0049 keeps each company’s last room number, so the next conversation goes on from it', async () => {
  const db = new PGlite();
  try {
    await db.exec(`create table companies (id serial primary key, room_seq integer not null default 0);
      insert into companies (room_seq) values (41), (0)`);
    for (const statement of roomCounters.statements) await db.exec(statement);
    const counters = await db.query('select company_id, room_seq from room_counters order by company_id');
    assert.deepEqual(counters.rows, [{ company_id: 1, room_seq: 41 }]);
    const columns = await db.query(
      `select column_name from information_schema.columns where table_name = 'companies' order by 1`,
    );
    assert.deepEqual(columns.rows, [{ column_name: 'id' }]);
  } finally {
    await db.close();
  }
});
