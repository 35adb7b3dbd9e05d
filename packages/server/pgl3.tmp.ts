import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const dir = mkdtempSync(join(tmpdir(), 'pgl-'));
const db = new PGlite(join(dir, 'db'));
await db.waitReady;
const setting = process.argv[2];
if (setting) await db.exec(setting);
await db.exec('create table t (id serial primary key, n int, s text, j jsonb)');
const lat: number[] = []; const slow: number[] = [];
const t0 = performance.now();
for (let i = 0; i < 20000; i++) {
  const a = performance.now();
  await db.query('begin');
  await db.query('insert into t (n, s, j) values ($1, $2, $3)', [i, 'x'.repeat(200), JSON.stringify({ a: i, b: 'y'.repeat(300) })]);
  await db.query('commit');
  const d = performance.now() - a; lat.push(d); if (d > 20) slow.push(i);
}
lat.sort((a, b) => a - b);
console.log(setting, 'total', (performance.now() - t0).toFixed(0), 'p50', lat[10000].toFixed(2), 'p99', lat[19800].toFixed(2), 'p999', lat[19980].toFixed(2), 'max', lat.at(-1)!.toFixed(1), 'slow at', slow.slice(0, 20).join(','));
