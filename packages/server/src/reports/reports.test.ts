import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { demoCaller, otherCompany } from '../core/settings/testing.ts';
import { api, startTestServer, type TestServer } from '../test/helpers.ts';
import { type Sshd, startSshd } from '../test/sshd.ts';
import { dailyAt, insertAccount, userId } from './testing.ts';

let server: TestServer;
let sshd: Sshd;
let call: Awaited<ReturnType<typeof demoCaller>>['call'];
let input: Record<string, unknown>;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0, scheduledExportTickMs: 0, outboundPrivate: true });
  sshd = await startSshd();
  ({ call } = await demoCaller(server, '/api/reports'));
  input = {
    label: 'Conversations de la nuit',
    kind: 'discussions',
    filename: 'export-{{date}}.csv',
    recurrence_rule: dailyAt(2, 0),
    account_id: await insertAccount(server, 1, sshd),
    sftp_path: 'exports',
    user_id: await userId(server, 'admin@demo.test'),
  };
});
after(async () => {
  await sshd.stop();
  await server.stop();
});

const count = async () =>
  Number(
    (
      await server.context.db
        .selectFrom('scheduled_exports')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the reports dispatcher’s accounts (scheduled exports)', () => {
  test('admins create, read, list, change and delete an export; its next run is planned', async () => {
    const created = await call('admin', '/accounts', { body: input });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.id as number;
    assert.equal(created.body.is_active, true);
    assert.equal(created.body.last_run, null);
    const next = new Date(created.body.next_run_at as string).getTime();
    assert.ok(next > Date.now() && next <= Date.now() + 86_400_000, 'the next 02:00 of the company');

    const list = await call('owner', '/accounts');
    assert.equal(list.status, 200);
    assert.deepEqual(
      (list.body.results as { id: number }[]).map((e) => e.id),
      [id],
    );
    assert.equal((await call('admin', `/accounts/${id}`)).body.label, 'Conversations de la nuit');

    const paused = await call('admin', `/accounts/${id}`, { body: { ...input, is_active: false } });
    assert.equal(paused.status, 200);
    assert.equal(paused.body.next_run_at, null, 'an inactive export has no next run');
    assert.deepEqual((await call('admin', `/accounts/${id}/runs`)).body, []);

    assert.equal((await call('admin', `/accounts/${id}`, { method: 'DELETE' })).status, 204);
    assert.equal((await call('admin', `/accounts/${id}`)).status, 404);
  });

  test('managers and agents are refused every call', async () => {
    const { body } = await call('admin', '/accounts', { body: input });
    const id = body.id as number;
    for (const who of ['manager', 'agent']) {
      assert.equal((await call(who, '/accounts')).status, 403);
      assert.equal((await call(who, '/accounts', { body: input })).status, 403);
      assert.equal((await call(who, `/accounts/${id}`)).status, 403);
      assert.equal((await call(who, `/accounts/${id}`, { body: input })).status, 403);
      assert.equal((await call(who, `/accounts/${id}`, { method: 'DELETE' })).status, 403);
      assert.equal((await call(who, `/accounts/${id}/run`, { method: 'POST' })).status, 403);
      assert.equal((await call(who, `/accounts/${id}/runs`)).status, 403);
    }
    assert.equal((await api(server.url, '/api/reports/accounts')).status, 401);
    await call('admin', `/accounts/${id}`, { method: 'DELETE' });
  });

  test('another company sees none of ours and may not use our account or users', async () => {
    const { body } = await call('admin', '/accounts', { body: input });
    const id = body.id as number;
    const other = await otherCompany(server, 'admin');
    const theirs = (path: string, init: { method?: string; body?: unknown } = {}) =>
      api(server.url, `/api/reports${path}`, { ...init, token: other.token });
    assert.deepEqual((await theirs('/accounts')).body, { results: [], count: 0 });
    for (const path of [`/accounts/${id}`, `/accounts/${id}/runs`])
      assert.equal((await theirs(path)).status, 404);
    assert.equal((await theirs(`/accounts/${id}`, { body: input })).status, 404);
    assert.equal((await theirs(`/accounts/${id}/run`, { method: 'POST' })).status, 404);
    assert.equal((await theirs(`/accounts/${id}`, { method: 'DELETE' })).status, 404);
    const stolen = await theirs('/accounts', { body: input });
    assert.equal(stolen.status, 400);
    assert.deepEqual(stolen.body.account_id, ['not_sftp_account']);
    assert.deepEqual(stolen.body.user_id, ['unknown_user']);
    assert.equal((await call('admin', `/accounts/${id}`)).status, 200);
    await call('admin', `/accounts/${id}`, { method: 'DELETE' });
  });

  test('bad input is refused on its field and nothing is saved', async () => {
    const before = await count();
    const crm = await insertAccount(server, 1, sshd, { kind: 'pipedrive' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ filename: 'export.csv' }, 'filename', 'filename_variable_missing'],
      [{ filename: 'export-{{date}}.pdf' }, 'filename', 'filename_extension_invalid'],
      [{ filename: '../export-{{date}}.csv' }, 'filename', 'filename_invalid'],
      [{ kind: 'everything' }, 'kind', 'invalid_choice'],
      [{ recurrence_rule: 'RRULE:FREQ=HOURLY' }, 'recurrence_rule', 'invalid_rule'],
      [{ account_id: crm }, 'account_id', 'not_sftp_account'],
      [{ account_id: 999_999 }, 'account_id', 'not_sftp_account'],
      [{ user_id: 999_999 }, 'user_id', 'unknown_user'],
      [{ sftp_path: 'a/../../b' }, 'sftp_path', 'path_invalid'],
      [{ label: '' }, 'label', 'required'],
    ];
    for (const [change, field, key] of cases) {
      const { status, body } = await call('admin', '/accounts', { body: { ...input, ...change } });
      assert.equal(status, 400, `${field}: ${JSON.stringify(body)}`);
      assert.deepEqual(body[field], [key], JSON.stringify(body));
    }
    assert.equal(await count(), before);
  });

  test('the hosted edition has no scheduled exports', async () => {
    const hosted = await startTestServer({ roomTimerTickMs: 0, scheduledExportTickMs: 0, edition: 'hosted' });
    try {
      const { call: hostedCall } = await demoCaller(hosted, '/api/reports');
      assert.equal((await hostedCall('admin', '/accounts')).status, 404);
    } finally {
      await hosted.stop();
    }
  });
});
