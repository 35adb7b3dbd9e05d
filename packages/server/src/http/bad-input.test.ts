import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, login, startTestServer, type TestServer } from '../test/helpers.ts';

let server: TestServer;
let owner: string;
before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  owner = await login(server.url, 'owner@demo.test');
});
after(() => server.stop());

// Inputs the fuzz run found answering 500: each is the client's mistake, a 400, and nothing is kept.

test('U+0000 in a body, a path parameter or a query is a 400 invalid_payload', async () => {
  const skills = await server.context.db.selectFrom('skills').select('id').execute();
  const answers = [
    await api(server.url, '/api/core/skills', { token: owner, body: { name: 'a\u0000b' } }),
    await api(server.url, '/api/msglib/categories', { token: owner, body: { label: 'a\u0000b' } }),
    await api(server.url, '/api/agents/contactreasons', { token: owner, body: { label: 'a\u0000b' } }),
    await api(server.url, '/api/guests/sessions/%00/reset-unread-message-count', { token: owner, body: {} }),
    await api(server.url, '/api/core/skills?x=%00', { token: owner }),
  ];
  for (const answer of answers) {
    assert.equal(answer.status, 400, JSON.stringify(answer.body));
    assert.equal(answer.body.error, 'invalid_payload');
  }
  assert.equal((await server.context.db.selectFrom('skills').select('id').execute()).length, skills.length);
});

test('a multipart body that breaks off is a 400 invalid_payload', async () => {
  const response = await fetch(`${server.url}/api/uploads/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner}`, 'content-type': 'multipart/form-data; boundary=xyz' },
    body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n',
  });
  const body = (await response.json()) as Record<string, unknown>;
  assert.equal(response.status, 400, JSON.stringify(body));
  assert.equal(body.error, 'invalid_payload');
});

test('numbers past the database integer range are a 400 invalid_payload, not a 500', async () => {
  const rooms = await server.context.db.selectFrom('rooms').select('uuid').execute();
  const answers = [
    await api(server.url, '/api/guests/sessions', { body: { skill: 1e308 } }),
    await api(server.url, '/api/guests/sessions/search', { token: owner, body: { offset: 1e308 } }),
  ];
  for (const answer of answers) {
    assert.equal(answer.status, 400, JSON.stringify(answer.body));
    assert.equal(answer.body.error, 'invalid_payload');
  }
  assert.equal((await server.context.db.selectFrom('rooms').select('uuid').execute()).length, rooms.length);
});
