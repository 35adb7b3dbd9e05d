import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from './dialect-pglite.ts';

// Tables of this test alone, on an in-memory database.
interface TestDB {
  notes: { id: number; body: string };
}

describe('PGlite dialect: prepared statements', () => {
  let pglite: PGlite;
  let db: Kysely<TestDB>;
  const prepared = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map(
      (row) => row.statement,
    );

  before(async () => {
    pglite = new PGlite();
    db = new Kysely<TestDB>({ dialect: new PGliteDialect(pglite, { preparedMax: 4 }) });
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
  });
  after(() => db.destroy());

  it('prepares a query once and runs it again with other values', async () => {
    const insert = (id: number, body: string) => db.insertInto('notes').values({ id, body }).execute();
    await insert(1, 'first');
    await insert(2, 'second');
    const read = (id: number) =>
      db.selectFrom('notes').select('body').where('id', '=', id).executeTakeFirst();
    assert.deepEqual(await read(1), { body: 'first' });
    assert.deepEqual(await read(2), { body: 'second' });
    const statements = await prepared();
    assert.equal(statements.filter((text) => text.startsWith('insert into "notes"')).length, 1);
    assert.equal(statements.filter((text) => text.startsWith('select "body" from "notes"')).length, 1);
  });

  it('sees a column added after a query was prepared', async () => {
    const all = () => sql<Record<string, unknown>>`select * from notes where id = ${1}`.execute(db);
    assert.deepEqual((await all()).rows, [{ id: 1, body: 'first' }]);
    await sql`alter table notes add column pinned boolean not null default false`.execute(db);
    assert.deepEqual((await all()).rows, [{ id: 1, body: 'first', pinned: false }]);
  });

  it('reports a statement that does not parse each time, and one refused at run time runs later', async () => {
    for (let i = 0; i < 2; i++) {
      await assert.rejects(sql`selec body from notes`.execute(db), /syntax error/);
    }
    const insert = (id: number) => db.insertInto('notes').values({ id, body: 'again' }).execute();
    await assert.rejects(insert(1), /duplicate key/);
    await insert(3);
    assert.equal((await db.selectFrom('notes').select('id').execute()).length, 3);
  });

  it('runs an ON CONFLICT that names a partial index by its predicate on every run', async () => {
    await sql`create table runs (id serial primary key, export_id integer not null, status text not null)`.execute(
      db,
    );
    await sql`create unique index runs_one_running on runs (export_id) where status = 'running'`.execute(db);
    // A generic plan, PostgreSQL's choice after five runs of a prepared statement, sees `status = $1`
    // and no index whose predicate it implies.
    for (let exportId = 1; exportId <= 8; exportId++) {
      for (const expected of [1, 0]) {
        const { rows } = await sql<{ id: number }>`
          insert into runs (export_id, status) values (${exportId}, ${'running'})
          on conflict (export_id) where status = ${'running'} do nothing returning id`.execute(db);
        assert.equal(rows.length, expected);
      }
    }
  });

  it('keeps at most its bound of statements, closing the least recently used', async () => {
    for (let id = 10; id < 20; id++) {
      await sql`select ${id}::int + ${1}::int as next, ${`shape ${id}`}::text as shape`.execute(db);
      await sql.raw(`select ${id} as n`).execute(db);
    }
    // The bound, plus the one just parsed for the read itself, closed with the next exchange.
    assert.ok((await prepared()).length <= 5);
    assert.deepEqual((await sql.raw<{ n: number }>('select 10 as n').execute(db)).rows, [{ n: 10 }]);
  });

  it('commits a transaction, undoes a failed one whole, and runs the next at its isolation level', async () => {
    await db
      .transaction()
      .execute((trx) => trx.insertInto('notes').values({ id: 100, body: 'kept' }).execute());
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 101, body: 'undone' }).execute();
        await trx.insertInto('notes').values({ id: 100, body: 'twice' }).execute();
      }),
      /duplicate key/,
    );
    const ids = async () =>
      (await db.selectFrom('notes').select('id').where('id', '>=', 100).execute()).map((r) => r.id);
    assert.deepEqual(await ids(), [100]);
    const level = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(
        async (trx) =>
          (
            await sql<{ level: string }>`select current_setting('transaction_isolation') as level`.execute(
              trx,
            )
          ).rows[0]?.level,
      );
    assert.equal(level, 'repeatable read');
  });

  it('ends a transaction that ran nothing, or whose first statement failed, and goes on', async () => {
    await db.transaction().execute(async () => undefined);
    await assert.rejects(
      db.transaction().execute(async () => {
        throw new Error('changed my mind');
      }),
      /changed my mind/,
    );
    await assert.rejects(
      db.transaction().execute((trx) => trx.insertInto('notes').values({ id: 100, body: 'twice' }).execute()),
      /duplicate key/,
    );
    await db
      .transaction()
      .execute((trx) => trx.insertInto('notes').values({ id: 102, body: 'after' }).execute());
    const ids = await db.selectFrom('notes').select('id').where('id', '>=', 100).orderBy('id').execute();
    assert.deepEqual(
      ids.map((row) => row.id),
      [100, 102],
    );
  });
});
