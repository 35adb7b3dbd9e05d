import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { linkPath, mailsSent } from '../core/account/testing.ts';
import { otherCompany } from '../core/settings/testing.ts';
import { CLOSE_NOT_AUTHENTICATED } from '../realtime/connection.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { api, login, startTestServer, type TestServer } from '../test/helpers.ts';
import { listUuids, openVisitor, roomUpdate } from '../test/rooms.ts';
import { AGENT_PASSWORD, closedWithin, consoleSocket, editAgent, newAgent, stillOpen } from './testing.ts';
import { hashToken } from './tokens.ts';

/**
 * spec 000 §8 and issue "session revocation everywhere": a session ends on every channel at once,
 * HTTP and every open console socket, within a second.
 */
let server: TestServer;
let manager: string;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  manager = await login(server.url, 'manager@demo.test');
});
after(() => server.stop());

const account = (token: string) => api(server.url, '/api/core/user/account', { token });

describe('revocation: passwords', () => {
  test('a password change ends the sockets of the other sessions, not of the one that changed it', async () => {
    const agent = await newAgent(server);
    const [first, second] = [await agent.signIn(), await agent.signIn()];
    const [left, kept] = [await consoleSocket(server, first), await consoleSocket(server, second)];
    const changed = await api(server.url, '/api/core/password/change', {
      token: second,
      body: { old_password: AGENT_PASSWORD, password1: DEMO_PASSWORD, password2: DEMO_PASSWORD },
    });
    assert.equal(changed.status, 200);
    assert.equal(await closedWithin(left, 1_000), CLOSE_NOT_AUTHENTICATED);
    assert.equal((await account(first)).status, 401);
    assert.ok(await stillOpen(kept));
    assert.equal((await account(second)).status, 200);
    await kept.close();
  });

  test('a password reset ends every socket of the user', async () => {
    const agent = await newAgent(server);
    const socket = await consoleSocket(server, await agent.signIn());
    await api(server.url, '/api/core/user/password', { body: { email: agent.email } });
    const mail = (await mailsSent(server)).find((m) => m.to === agent.email);
    const [, , , uid, token] = linkPath(mail).split('/');
    const reset = await api(server.url, '/api/core/user/password/confirm', {
      body: { uid, token, password1: DEMO_PASSWORD, password2: DEMO_PASSWORD },
    });
    assert.equal(reset.status, 200);
    assert.equal(await closedWithin(socket, 1_000), CLOSE_NOT_AUTHENTICATED);
  });
});

describe('revocation: a manager edits an agent', () => {
  test('a new address ends the sessions, and no reset link is mailed until the new address confirms', async () => {
    const agent = await newAgent(server);
    const token = await agent.signIn();
    const socket = await consoleSocket(server, token);
    const moved = `moved-${agent.id}@demo.test`;
    const edited = await editAgent(server, manager, agent.id, { email: moved });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.equal(await closedWithin(socket, 1_000), CLOSE_NOT_AUTHENTICATED);
    assert.equal((await account(token)).status, 401);

    const confirmation = (await mailsSent(server)).find((m) => m.to === moved);
    const key = linkPath(confirmation).split('/').pop();
    assert.ok(key, 'a confirmation link mailed to the new address');
    const resets = async () =>
      (await mailsSent(server)).filter((m) => m.to === moved && m.text.includes('/password/reset/')).length;
    await api(server.url, '/api/core/user/password', { body: { email: moved } });
    assert.equal(await resets(), 0, 'no reset link before the new address is confirmed');

    const validated = await api(server.url, '/api/core/email/validate', { body: { key } });
    assert.equal(validated.status, 200, JSON.stringify(validated.body));
    await api(server.url, '/api/core/user/password', { body: { email: moved } });
    assert.equal(await resets(), 1);
  });

  test('an edit that keeps the address keeps the sessions', async () => {
    const agent = await newAgent(server);
    const token = await agent.signIn();
    const socket = await consoleSocket(server, token);
    const edited = await editAgent(server, manager, agent.id, { email: agent.email });
    assert.equal(edited.status, 200);
    assert.ok(await stillOpen(socket));
    assert.equal((await account(token)).status, 200);
    await socket.close();
  });

  test('a skill taken away applies to the open socket at once, without signing the agent out', async () => {
    const agent = await newAgent(server);
    const socket = await consoleSocket(server, await agent.signIn());
    const first = await openVisitor(server, 1, 'Avant');
    await socket.next(roomUpdate(first.uuid, 'waiting'));
    assert.ok((await listUuids(socket, 'waiting')).includes(first.uuid));

    assert.equal(
      (await editAgent(server, manager, agent.id, { email: agent.email, skills: [] })).status,
      200,
    );
    const deadline = Date.now() + 1_000;
    while ((await listUuids(socket, 'waiting')).includes(first.uuid))
      assert.ok(Date.now() < deadline, 'the socket still sees the skill after a second');

    const second = await openVisitor(server, 1, 'Après');
    await socket.settle();
    assert.equal(socket.frames.filter(roomUpdate(second.uuid)).length, 0);
    assert.ok(await stillOpen(socket));
    await Promise.all([socket.close(), first.socket.close(), second.socket.close()]);
  });
});

describe('revocation: expiry, deletion', () => {
  test('an open socket ends when its token expires; a live token keeps its socket', async () => {
    const agent = await newAgent(server);
    const [short, long] = [await agent.signIn(), await agent.signIn()];
    await server.context.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() + 1_500) })
      .where('token_hash', '=', hashToken(short))
      .execute();
    const [ending, staying] = [await consoleSocket(server, short), await consoleSocket(server, long)];
    assert.equal(await closedWithin(ending, 3_000), CLOSE_NOT_AUTHENTICATED);
    assert.ok(await stillOpen(staying));
    await staying.close();
  });

  test("deleting the company ends every socket of it, and no other company's", async () => {
    const other = await otherCompany(server, 'owner');
    const theirs = await consoleSocket(server, other.token);
    const ours = await consoleSocket(server, await (await newAgent(server)).signIn());
    const deleted = await api(server.url, '/api/core/customer/delete', {
      token: other.token,
      body: { reason: 'too_expensive' },
    });
    assert.equal(deleted.status, 204, JSON.stringify(deleted.body));
    assert.equal(await closedWithin(theirs, 1_000), CLOSE_NOT_AUTHENTICATED);
    assert.ok(await stillOpen(ours));
    await ours.close();
  });

  test('deleting an agent ends their sockets', async () => {
    const agent = await newAgent(server);
    const socket = await consoleSocket(server, await agent.signIn());
    const admin = await login(server.url, 'admin@demo.test');
    const deleted = await api(server.url, `/api/core/agents/${agent.id}/`, {
      method: 'DELETE',
      token: admin,
    });
    assert.equal(deleted.status, 204);
    assert.equal(await closedWithin(socket, 1_000), CLOSE_NOT_AUTHENTICATED);
  });
});
