import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_ROOM_CONFIGURATION, RoomConfiguration } from '@omnicanal/api';
import * as v from 'valibot';
import { api, login, startTestServer, type TestServer } from '../test/helpers.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const PATH = '/api/agents/customers/room-configuration';

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  for (const who of ['agent', 'manager', 'admin']) tokens[who] = await login(server.url, `${who}@demo.test`);
});
after(() => server.stop());

const valid = {
  late: { enabled: true, delay: '00:05' },
  requeue: { enabled: false, delay: '00:15' },
  auto_close: { enabled: true, delay: '02:00', message: 'Nous clôturons faute de réponse.' },
};

describe('room configuration', () => {
  test('a manager reads the defaults until something is saved: everything off', async () => {
    const { status, body } = await api(server.url, PATH, { token: tokens.manager });
    assert.equal(status, 200);
    assert.deepEqual(body, DEFAULT_ROOM_CONFIGURATION);
    assert.deepEqual(body, {
      late: { enabled: false, delay: '00:10' },
      requeue: { enabled: false, delay: '00:10' },
      auto_close: { enabled: false, delay: '01:00', message: null },
    });
  });

  test('what a manager saves is what the company reads next, admins included', async () => {
    const saved = await api(server.url, PATH, { token: tokens.manager, body: valid });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.ok(v.is(RoomConfiguration, saved.body));
    const read = await api(server.url, PATH, { token: tokens.admin });
    assert.deepEqual(read.body, valid);
  });

  test('agents get permission_denied; nobody signed in gets not_authenticated', async () => {
    const get = await api(server.url, PATH, { token: tokens.agent });
    assert.equal(get.status, 403);
    assert.equal(get.body.error, 'permission_denied');
    const post = await api(server.url, PATH, { token: tokens.agent, body: valid });
    assert.equal(post.status, 403);
    assert.equal(post.body.error, 'permission_denied');
    assert.equal((await api(server.url, PATH)).status, 401);
  });

  test('a bad delay or a too long message is invalid_payload with the field named', async () => {
    const body = {
      ...valid,
      late: { enabled: true, delay: '24:00' },
      auto_close: { enabled: true, delay: '1:00', message: 'x'.repeat(1001) },
    };
    const { status, body: answer } = await api(server.url, PATH, { token: tokens.manager, body });
    assert.equal(status, 400);
    assert.equal(answer.error, 'invalid_payload');
    for (const field of ['late.delay', 'auto_close.delay', 'auto_close.message'])
      assert.ok(Array.isArray(answer[field]), `${field} in ${JSON.stringify(answer)}`);
    // Nothing was stored.
    assert.deepEqual((await api(server.url, PATH, { token: tokens.manager })).body, valid);
  });
});
