import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, startTestServer, type TestServer } from '../test/helpers.ts';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => server.stop());

test('GET /api/core/version answers the served version without a token, as /api/config does', async () => {
  const { status, body } = await api(server.url, '/api/core/version');
  assert.equal(status, 200);
  const config = await api(server.url, '/api/config');
  assert.equal(typeof body.version, 'string');
  assert.ok(body.version);
  assert.deepEqual(body, { version: config.body.version });
});
