import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { demoCaller, otherCompany } from '../core/settings/testing.ts';
import { companySshKey } from '../sftp/keys.ts';
import { startTestServer, type TestServer } from '../test/helpers.ts';
import { type Sshd, startSshd } from '../test/sshd.ts';

let server: TestServer;
let sshd: Sshd;
let call: Awaited<ReturnType<typeof demoCaller>>['call'];
let tokens: Record<string, string>;
before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0, outboundPrivate: true });
  ({ call, tokens } = await demoCaller(server, '/api/thirdparties'));
  sshd = await startSshd();
});
after(async () => {
  await sshd.stop();
  await server.stop();
});

const zencall = {
  label: 'Rappel Zencall',
  skills: [1],
  endpoint: 'https://api.zencall.example',
  client_id: 'client-7',
  secret: 'zen-s3cret',
  callback_id: 'cb_42',
};

describe('third-party accounts: the accounts pattern', () => {
  test('admins add, read, change and delete; managers and agents may not; another company sees nothing', async () => {
    const created = await call('admin', '/accounts/zencall', { body: zencall });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.id as number;
    assert.deepEqual(
      { ...created.body, created_at: undefined, updated_at: undefined },
      {
        id,
        category: 'callback',
        kind: 'zencall',
        label: 'Rappel Zencall',
        skills: [1],
        settings: { endpoint: 'https://api.zencall.example', client_id: 'client-7', callback_id: 'cb_42' },
        secrets: { secret: true },
        sftp: null,
        created_at: undefined,
        updated_at: undefined,
      },
    );
    for (const who of ['manager', 'agent']) {
      assert.equal((await call(who, '/accounts')).status, 403, who);
      assert.equal((await call(who, '/accounts/zencall', { body: zencall })).status, 403, who);
      assert.equal((await call(who, `/accounts/${id}`, { method: 'DELETE' })).status, 403, who);
      assert.equal((await call(who, '/sftp/public-key')).status, 403, who);
    }
    const list = await call('admin', '/accounts?category=callback');
    assert.deepEqual(
      (list.body as unknown as { id: number }[]).map((a) => a.id),
      [id],
    );
    assert.deepEqual(await call('admin', '/accounts?category=crm').then((r) => r.body), []);

    const stranger = await otherCompany(server, 'admin');
    assert.deepEqual((await call(stranger.token, '/accounts')).body, []);
    assert.equal((await call(stranger.token, `/accounts/${id}`)).status, 404);
    assert.equal((await call(stranger.token, `/accounts/zencall/${id}`, { body: zencall })).status, 404);
    assert.equal((await call(stranger.token, `/accounts/${id}`, { method: 'DELETE' })).status, 404);
    // Skill 1 is the demo company's, not theirs.
    const foreign = await call(stranger.token, '/accounts/zencall', { body: zencall });
    assert.deepEqual(foreign.body.skills, ['unknown_skill']);

    assert.equal((await call('admin', `/accounts/${id}`, { method: 'DELETE' })).status, 204);
    assert.equal((await call('admin', `/accounts/${id}`)).status, 404);
  });

  test('a secret is sealed at rest and never answered; an empty one keeps it on a change', async () => {
    const created = await call('admin', '/accounts/zencall', { body: zencall });
    const id = created.body.id as number;
    const row = await server.context.db
      .selectFrom('thirdparty_accounts')
      .select('secrets')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    assert.doesNotMatch(JSON.stringify(row.secrets), /zen-s3cret/);
    assert.match(String(row.secrets.secret), /^v1:/);
    for (const answer of [created, await call('admin', `/accounts/${id}`), await call('admin', '/accounts')])
      assert.doesNotMatch(JSON.stringify(answer.body), /zen-s3cret/);

    const changed = await call('admin', `/accounts/zencall/${id}`, {
      body: { ...zencall, label: 'Rappels', secret: '' },
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal(changed.body.label, 'Rappels');
    assert.deepEqual(changed.body.secrets, { secret: true });
    const kept = await server.context.db
      .selectFrom('thirdparty_accounts')
      .select('secrets')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    assert.equal(kept.secrets.secret, row.secrets.secret);
    await call('admin', `/accounts/${id}`, { method: 'DELETE' });
  });

  test('an unknown kind, a bad field or a missing secret is a 400 on its field, and nothing is saved', async () => {
    const before = (await call('admin', '/accounts')).body as unknown as unknown[];
    const unknown = await call('admin', '/accounts/fax', { body: zencall });
    assert.equal(unknown.status, 400);
    assert.deepEqual(unknown.body.kind, ['invalid_choice']);
    const bad = await call('admin', '/accounts/zencall', {
      body: { ...zencall, endpoint: 'javascript:alert(1)', secret: undefined },
    });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.endpoint, ['url_invalid']);
    assert.deepEqual(bad.body.secret, ['required']);
    const sftp = await call('admin', '/accounts/sftp', {
      body: { label: 'S', host: 'a b', port: '0', username: '' },
    });
    assert.deepEqual(
      { host: sftp.body.host, port: sftp.body.port, username: sftp.body.username },
      { host: ['host_invalid'], port: ['port_invalid'], username: ['required'] },
    );
    const created = await call('admin', '/accounts/zencall', { body: zencall });
    // An account keeps its kind.
    const other = await call('admin', `/accounts/kiamo/${created.body.id}`, {
      body: { label: 'K', endpoint: 'https://k.example', token: 't' },
    });
    assert.equal(other.status, 400);
    assert.deepEqual(other.body.kind, ['invalid_choice']);
    assert.equal(((await call('admin', '/accounts')).body as unknown as unknown[]).length, before.length + 1);
    await call('admin', `/accounts/${created.body.id}`, { method: 'DELETE' });
  });
});

describe('third-party accounts: SFTP', () => {
  const sftpAccount = () => ({
    label: 'Dépôt',
    host: sshd.host,
    port: String(sshd.port),
    username: sshd.username,
  });

  test('our public key is the company’s; confirming with it allowed pins the host key', async () => {
    const key = await fetch(`${server.url}/api/thirdparties/sftp/public-key`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    assert.equal(key.status, 200);
    assert.match(key.headers.get('content-type') ?? '', /^text\/plain/);
    const line = (await key.text()).trim();
    assert.equal(line, companySshKey(server.context.config.secretKey, 1).publicKey.trim());
    sshd.authorize([line]);

    const created = await call('admin', '/accounts/sftp', { body: sftpAccount() });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual(created.body.sftp, { host_key: null, confirmed_at: null });
    assert.deepEqual(created.body.secrets, { password: false });
    const confirmed = await call('admin', `/sftp/${created.body.id}/confirm-key`, { body: {} });
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    const sftp = confirmed.body.sftp as { host_key: string; confirmed_at: string };
    assert.equal(sftp.host_key, sshd.hostKey);
    assert.ok(sftp.confirmed_at);

    // Another server at the same address: its key is not the pinned one, and is refused.
    const pinned = await server.context.db
      .updateTable('thirdparty_accounts')
      .set({ sftp_host_key: 'SHA256:another' })
      .where('id', '=', created.body.id as number)
      .returning('id')
      .executeTakeFirstOrThrow();
    const changed = await call('admin', `/sftp/${pinned.id}/confirm-key`, { body: {} });
    assert.equal(changed.status, 400);
    assert.equal(changed.body.error, 'sftp_host_key_changed');
    assert.equal(
      ((await call('admin', `/accounts/${pinned.id}`)).body.sftp as { host_key: string }).host_key,
      'SHA256:another',
    );
    for (const who of ['manager', 'agent'])
      assert.equal((await call(who, `/sftp/${pinned.id}/confirm-key`, { body: {} })).status, 403);
    // Another port is another server: the pinned key is forgotten, to be confirmed again.
    const moved = await call('admin', `/accounts/sftp/${pinned.id}`, {
      body: { ...sftpAccount(), port: '2222' },
    });
    assert.deepEqual(moved.body.sftp, { host_key: null, confirmed_at: null });

    const stranger = await otherCompany(server, 'admin');
    assert.equal((await call(stranger.token, `/sftp/${pinned.id}/confirm-key`, { body: {} })).status, 404);
  });

  test('with our key not allowed: sftp_auth_failed, nothing pinned', async () => {
    sshd.authorize([]);
    // A port sent as a number is taken as its text.
    const created = await call('admin', '/accounts/sftp', { body: { ...sftpAccount(), port: sshd.port } });
    assert.equal((created.body.settings as { port: string }).port, String(sshd.port));
    const refused = await call('admin', `/sftp/${created.body.id}/confirm-key`, { body: {} });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'sftp_auth_failed');
    assert.deepEqual((await call('admin', `/accounts/${created.body.id}`)).body.sftp, {
      host_key: null,
      confirmed_at: null,
    });
    // Only an SFTP account is confirmed.
    const other = await call('admin', '/accounts/zencall', { body: zencall });
    assert.equal((await call('admin', `/sftp/${other.body.id}/confirm-key`, { body: {} })).status, 404);
  });
});

describe('third-party accounts: the CRM search', () => {
  test('without a Pipedrive account, the local provider searches the company’s own guests', async () => {
    await server.context.db
      .insertInto('guests')
      .values({ uuid: 'crm-guest-1', company_id: 1, name: 'Inès Durand', email: 'ines@exemple.fr' })
      .execute();
    const found = await call('agent', '/crms/contacts?q=durand');
    assert.equal(found.status, 200, JSON.stringify(found.body));
    assert.equal(found.body.provider, 'local');
    assert.deepEqual(found.body.results, [
      { id: 'crm-guest-1', name: 'Inès Durand', email: 'ines@exemple.fr', phone: null },
    ]);
    const stranger = await otherCompany(server, 'admin');
    assert.deepEqual((await call(stranger.token, '/crms/contacts?q=durand')).body.results, []);
    assert.equal((await call('agent', '/crms/contacts?q=')).status, 400);
  });
});

describe('third-party accounts: the hosted edition', () => {
  test('has no third parties (spec 000 §2: non-hosted): every route is 404', async () => {
    const hosted = await startTestServer({ roomTimerTickMs: 0, edition: 'hosted' });
    try {
      const { call: hostedCall } = await demoCaller(hosted, '/api/thirdparties');
      assert.equal((await hostedCall('admin', '/accounts')).status, 404);
      assert.equal((await hostedCall('admin', '/accounts/zencall', { body: zencall })).status, 404);
      assert.equal((await hostedCall('admin', '/sftp/public-key')).status, 404);
    } finally {
      await hosted.stop();
    }
  });
});
