import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { renderExportFilename } from '@omnicanal/core';
import { companyZone } from '../billing/quotas.ts';
import { demoCaller } from '../core/settings/testing.ts';
import { companySshKey } from '../sftp/keys.ts';
import { startTestServer, type TestServer } from '../test/helpers.ts';
import { openVisitor } from '../test/rooms.ts';
import { type Sshd, startSshd } from '../test/sshd.ts';
import { sftpDelivery } from './deliver.ts';
import { ScheduledExportEngine } from './engine.ts';
import { RUN_LEASE_MS } from './queue.ts';
import { dailyAt, insertAccount, userId } from './testing.ts';

/* Scheduled exports run by the server's scheduler against Debian's OpenSSH server on loopback. */

let server: TestServer;
let sshd: Sshd;
let call: Awaited<ReturnType<typeof demoCaller>>['call'];
/** Moves the server's clock (engine, routes) forward without sleeping. */
let offset = 0;
let account: number;
let admin: number;
let zone: string;
const rooms: string[] = [];

before(async () => {
  server = await startTestServer({
    roomTimerTickMs: 0,
    scheduledExportTickMs: 0,
    outboundPrivate: true,
    clock: () => Date.now() + offset,
  });
  sshd = await startSshd({ authorizedKeys: [companySshKey(server.context.config.secretKey, 1).publicKey] });
  ({ call } = await demoCaller(server, '/api/reports'));
  account = await insertAccount(server, 1, sshd);
  admin = await userId(server, 'admin@demo.test');
  zone = await companyZone(server.context.db, 1);
  // Two conversations of the demo company inside the period the next run covers.
  for (const name of ['Inès', 'Jules']) {
    const visitor = await openVisitor(server, 1, name);
    rooms.push(visitor.uuid);
    await visitor.socket.close();
  }
});
after(async () => {
  await sshd.stop();
  await server.stop();
});

const engine = () => server.context.scheduledExports;
const db = () => server.context.db;

async function createExport(filename: string, extra: Record<string, unknown> = {}) {
  const { status, body } = await call('admin', '/accounts', {
    body: {
      label: filename,
      kind: 'discussions',
      filename,
      recurrence_rule: dailyAt(3, 15),
      account_id: account,
      sftp_path: 'exports/nightly',
      user_id: admin,
      ...extra,
    },
  });
  assert.equal(status, 201, JSON.stringify(body));
  return { id: body.id as number, next: new Date(body.next_run_at as string) };
}

/** Moves the clock just past `at`. */
const reach = (at: Date) => {
  offset = Math.max(offset, at.getTime() + 1_000 - Date.now());
};

const runsOf = (id: number) =>
  db().selectFrom('scheduled_export_runs').selectAll().where('export_id', '=', id).orderBy('id').execute();

const roomsBetween = async (from: Date, to: Date) =>
  Number(
    (
      await db()
        .selectFrom('rooms')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('company_id', '=', 1)
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the scheduled exports’ engine', () => {
  test('a user who is not an admin exports their skills’ rows only', async () => {
    const sales = await userId(server, 'agent2@demo.test');
    const { id } = await createExport('sales-{{datetime}}.csv', { user_id: sales });
    assert.equal((await call('admin', `/accounts/${id}/run`, { method: 'POST' })).status, 202);
    await engine().tick();
    const [run] = await runsOf(id);
    assert.equal(run?.status, 'succeeded', String(run?.error_code));
    const text = readFileSync(join(sshd.root, 'exports', 'nightly', run?.filename as string), 'utf8');
    const period = [new Date(run?.period_from as Date), new Date(run?.period_to as Date)] as const;
    assert.ok((await roomsBetween(...period)) >= 2, 'the Support conversations are in the period');
    for (const room of rooms) assert.ok(!text.includes(room), 'a Support conversation is not Sales’');
    const expected = await db()
      .selectFrom('rooms')
      .innerJoin('user_skills', 'user_skills.skill_id', 'rooms.skill_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_skills.user_id', '=', sales)
      .where('rooms.created_at', '>=', new Date(run?.period_from as Date))
      .where('rooms.created_at', '<', new Date(run?.period_to as Date))
      .executeTakeFirstOrThrow();
    assert.equal(Number(run?.rows), Number(expected.n));
    await call('admin', `/accounts/${id}`, { method: 'DELETE' });
  });

  test('a due export is run by a tick: its file lands in the SFTP folder with its name and rows', async () => {
    const { id, next } = await createExport('conversations-{{date}}.csv');
    assert.equal(await engine().tick(), 0, 'nothing is due before its time');
    reach(next);
    assert.equal(await engine().tick(), 1);
    const [run] = await runsOf(id);
    assert.ok(run);
    assert.equal(run.status, 'succeeded', String(run.error_code));
    const name = renderExportFilename('conversations-{{date}}.csv', next, zone);
    assert.equal(run.filename, name);
    assert.equal(new Date(run.period_to).getTime(), next.getTime());
    assert.equal(new Date(run.period_from).getTime(), next.getTime() - 86_400_000);
    const file = join(sshd.root, 'exports', 'nightly', name);
    const raw = readFileSync(file);
    assert.deepEqual([...raw.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'a BOM so spreadsheets read UTF-8');
    const lines = raw.subarray(3).toString('utf8').trimEnd().split('\r\n');
    assert.match(lines[0] as string, /^room,label,channel,skill,agent,created/);
    const expected = await roomsBetween(new Date(run.period_from), new Date(run.period_to));
    assert.ok(expected >= 2, `${expected} conversations in the period`);
    assert.equal(lines.length - 1, expected);
    assert.equal(Number(run.rows), expected);
    assert.equal(Number(run.bytes), statSync(file).size);
    for (const room of rooms)
      assert.ok(
        lines.some((l) => l.startsWith(`${room},`)),
        room,
      );

    const shown = await call('admin', `/accounts/${id}`);
    assert.equal((shown.body.last_run as { status: string }).status, 'succeeded');
    assert.equal(new Date(shown.body.next_run_at as string).getTime(), next.getTime() + 86_400_000);
    await call('admin', `/accounts/${id}`, { method: 'DELETE' });
  });

  test('a failing upload records a failed run with its code and keeps the schedule', async () => {
    const refused = await insertAccount(server, 1, sshd, { password: 'not-the-key' });
    const { id, next } = await createExport('refused-{{datetime}}.xlsx', { account_id: refused });
    reach(next);
    await engine().tick();
    const runs = await call('admin', `/accounts/${id}/runs`);
    assert.equal(runs.status, 200);
    const [run] = runs.body as unknown as { status: string; error_code: string; filename: string }[];
    assert.equal(run?.status, 'failed');
    assert.equal(run?.error_code, 'sftp_auth_failed');
    assert.equal(run?.filename, renderExportFilename('refused-{{datetime}}.xlsx', next, zone));
    const shown = await call('admin', `/accounts/${id}`);
    assert.equal(shown.body.is_active, true);
    assert.equal(new Date(shown.body.next_run_at as string).getTime(), next.getTime() + 86_400_000);
    await call('admin', `/accounts/${id}`, { method: 'DELETE' });
  });

  test('two engines ticking at once run a due export once', async () => {
    const { id, next } = await createExport('twice-{{date}}.csv');
    const other = new ScheduledExportEngine(
      db(),
      server.context.clock,
      sftpDelivery(db(), server.context.config),
      (err) => assert.fail(String(err)),
    );
    reach(next);
    await Promise.all([engine().tick(), other.tick(), engine().tick(), other.tick()]);
    const runs = await runsOf(id);
    assert.deepEqual(
      runs.map((r) => r.status),
      ['succeeded'],
    );
    await call('admin', `/accounts/${id}`, { method: 'DELETE' });
  });

  test('run now twice queues one run (202 then 409); the tick carries it out', async () => {
    const { id } = await createExport('now-{{datetime}}.csv');
    const first = await call('admin', `/accounts/${id}/run`, { method: 'POST' });
    assert.equal(first.status, 202, JSON.stringify(first.body));
    assert.equal(first.body.status, 'running');
    assert.equal(first.body.trigger, 'manual');
    const second = await call('admin', `/accounts/${id}/run`, { method: 'POST' });
    assert.equal(second.status, 409);
    assert.equal(second.body.error, 'export_running');
    await engine().tick();
    const runs = await runsOf(id);
    assert.deepEqual(
      runs.map((r) => [r.trigger, r.status]),
      [['manual', 'succeeded']],
    );
    assert.equal((await call('admin', `/accounts/${id}/run`, { method: 'POST' })).status, 202);
    await call('admin', `/accounts/${id}`, { method: 'DELETE' });
  });

  test('a run whose instance died is taken up again once its lease has passed', async () => {
    const { id } = await createExport('resumed-{{datetime}}.csv');
    const now = new Date(server.context.clock());
    await db()
      .insertInto('scheduled_export_runs')
      .values({
        export_id: id,
        company_id: 1,
        trigger: 'manual',
        started_at: now,
        lease_until: new Date(now.getTime() + RUN_LEASE_MS),
        attempts: 1,
        period_from: new Date(now.getTime() - 86_400_000),
        period_to: now,
      })
      .execute();
    assert.equal(await engine().tick(), 0, 'its instance still holds it');
    offset += RUN_LEASE_MS;
    assert.equal(await engine().tick(), 1);
    const [run] = await runsOf(id);
    assert.equal(run?.status, 'succeeded');
    assert.equal(run?.attempts, 2);
    await call('admin', `/accounts/${id}`, { method: 'DELETE' });
  });
});
