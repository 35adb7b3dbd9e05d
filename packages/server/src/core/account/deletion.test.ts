import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { api, signInDemo, startTestServer, type TestServer } from '../../test/helpers.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const PASSWORD = 'Omnicanal-demo-2026!';
const DELETE = '/api/core/customer/delete';

before(async () => {
  server = await startTestServer();
  Object.assign(tokens, await signInDemo(server, 'agent', 'manager', 'admin'));
});
after(() => server.stop());

describe('POST /customer/delete', () => {
  test('agents and managers are refused; nothing changes', async () => {
    for (const who of ['agent', 'manager']) {
      const { status, body } = await api(server.url, DELETE, {
        token: tokens[who],
        body: { reason: 'other' },
      });
      assert.equal(status, 403);
      assert.equal(body.error, 'permission_denied');
    }
    assert.equal((await api(server.url, '/api/core/user/account', { token: tokens.agent })).status, 200);
  });

  test('without a reason it is refused with deletion_reason_required and the account stays', async () => {
    for (const body of [{}, { reason: '' }, { reason: 'because' }]) {
      const answer = await api(server.url, DELETE, { token: tokens.admin, body });
      assert.equal(answer.status, 400);
      assert.equal(answer.body.error, 'deletion_reason_required');
      assert.deepEqual(answer.body.reason, ['deletion_reason_required']);
    }
    assert.equal((await api(server.url, '/api/core/user/account', { token: tokens.admin })).status, 200);
  });

  test('with a reason, every session ends and nobody of the company can sign in again', async () => {
    const { status } = await api(server.url, DELETE, {
      token: tokens.admin,
      body: { reason: 'switching_product', details: 'Nous changeons d’outil.' },
    });
    assert.equal(status, 204);
    for (const who of ['agent', 'manager', 'admin'])
      assert.equal((await api(server.url, '/api/core/user/account', { token: tokens[who] })).status, 401);
    const signIn = await api(server.url, '/api/core/user/login', {
      body: { email: 'owner@demo.test', password: PASSWORD },
    });
    assert.equal(signIn.status, 400);
    assert.equal(signIn.body.error, 'bad_authentication');
    const company = await server.context.db
      .selectFrom('companies')
      .select(['deleted_at', 'deletion_reason'])
      .innerJoin('users', 'users.company_id', 'companies.id')
      .where('users.email', '=', 'owner@demo.test')
      .executeTakeFirstOrThrow();
    assert.ok(company.deleted_at instanceof Date);
    assert.equal(company.deletion_reason, 'switching_product');

    // Nor can a forgotten-password mail bring an account of it back.
    const mailsBefore = await server.context.db.selectFrom('outbox').select('id').execute();
    const reset = await api(server.url, '/api/core/user/password', { body: { email: 'owner@demo.test' } });
    assert.equal(reset.status, 200);
    const mailsAfter = await server.context.db.selectFrom('outbox').select('id').execute();
    assert.equal(mailsAfter.length, mailsBefore.length);
  });
});
