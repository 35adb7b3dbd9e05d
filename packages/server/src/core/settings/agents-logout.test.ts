import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { AgentDetails, SettingsPage } from '@omnicanal/api';
import { CLOSE_NOT_AUTHENTICATED } from '../../realtime/connection.ts';
import { api, login, startTestServer, type TestServer, TestSocket } from '../../test/helpers.ts';
import { createUser } from '../repo.ts';
import { demoCaller, demoUserOfRole, otherCompany } from './testing.ts';

let server: TestServer;
let call: Awaited<ReturnType<typeof demoCaller>>['call'];
let tokens: Record<string, string>;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  ({ call, tokens } = await demoCaller(server, '/api/core'));
  tokens.supervisor = await demoUserOfRole(server, 'supervisor');
});
after(() => server.stop());

const PASSWORD = 'Logout-password-2026!';

/** A new user of the demo company with `role`, signed in, with a console socket open. */
async function connectedUser(role: 'agent' | 'manager' | 'admin' = 'agent') {
  const demo = await server.context.db
    .selectFrom('users')
    .select('company_id')
    .where('email', '=', 'owner@demo.test')
    .executeTakeFirstOrThrow();
  const user = await createUser(server.context.db, {
    companyId: demo.company_id,
    email: `${role}-${randomUUID()}@demo.test`,
    password: PASSWORD,
    firstName: 'Léa',
    lastName: role,
    role,
  });
  const token = await login(server.url, user.email, PASSWORD);
  const socket = await TestSocket.open(server.wsUrl('/api/agents/ws', token));
  await socket.call('resume', { since: null });
  return { id: user.id, uuid: user.uuid, token, socket };
}

const logout = (who: string, id: number) =>
  call(tokens[who] ?? who, `/settings/agents/${id}/logout`, { method: 'POST', body: {} });

const statusOf = async (id: number) => {
  const page = (await call(tokens.admin ?? '', '/settings/agents/?limit=100'))
    .body as unknown as SettingsPage<AgentDetails>;
  return page.results.find((a) => a.id === id)?.status;
};

describe('agents: a manager logs a user out', () => {
  test('the sessions end: the token is refused, the socket closes, the agent reads disconnected', async () => {
    const agent = await connectedUser();
    assert.equal(await statusOf(agent.id), 1, 'connected and free before');
    const answer = await logout('manager', agent.id);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body, { agent: agent.uuid, status: 5 });
    const closed = await agent.socket.closed;
    assert.equal(closed.code, CLOSE_NOT_AUTHENTICATED);
    assert.equal((await api(server.url, '/api/core/user/account', { token: agent.token })).status, 401);
    assert.equal(await statusOf(agent.id), 5);
    // Signing in again works: the account itself is untouched.
    const { email } = (await call(tokens.admin ?? '', `/agents/${agent.id}/`)).body;
    assert.ok(await login(server.url, String(email), PASSWORD));
  });

  const matrix: { who: string; target: 'agent' | 'manager' | 'admin'; status: number; error?: string }[] = [
    { who: 'owner', target: 'admin', status: 200 },
    { who: 'admin', target: 'manager', status: 200 },
    { who: 'manager', target: 'agent', status: 200 },
    { who: 'manager', target: 'manager', status: 200 },
    { who: 'manager', target: 'admin', status: 403, error: 'agent:forbidden' },
    { who: 'agent', target: 'agent', status: 403, error: 'permission_denied' },
    { who: 'supervisor', target: 'agent', status: 403, error: 'permission_denied' },
  ];
  for (const { who, target, status, error } of matrix)
    test(`${who} logging out a ${target} answers ${status}`, async () => {
      const user = await connectedUser(target);
      const answer = await logout(who, user.id);
      assert.equal(answer.status, status, JSON.stringify(answer.body));
      if (error) {
        assert.equal(answer.body.error, error);
        // Refused: the session goes on.
        assert.equal((await api(server.url, '/api/core/user/account', { token: user.token })).status, 200);
        assert.equal(user.socket.ws.readyState, user.socket.ws.OPEN);
      }
      await user.socket.close();
    });

  test('the owner is never logged out from here', async () => {
    const owner = await server.context.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'owner@demo.test')
      .executeTakeFirstOrThrow();
    const answer = await logout('admin', owner.id);
    assert.equal(answer.status, 403);
    assert.equal(answer.body.error, 'agent:forbidden');
    assert.equal((await api(server.url, '/api/core/user/account', { token: tokens.owner })).status, 200);
  });

  test("another company's user is not found, theirs is not ours, and no token is 401", async () => {
    const stranger = await otherCompany(server, 'admin');
    const theirs = await api(server.url, '/api/core/user/account', { token: stranger.token });
    const theirId = theirs.body.id as number;
    const refused = await logout('owner', theirId);
    assert.equal(refused.status, 404);
    assert.equal((await api(server.url, '/api/core/user/account', { token: stranger.token })).status, 200);
    const ours = await connectedUser();
    assert.equal((await logout(stranger.token, ours.id)).status, 404);
    assert.equal(ours.socket.ws.readyState, ours.socket.ws.OPEN);
    await ours.socket.close();
    assert.equal(
      (await api(server.url, `/api/core/settings/agents/${ours.id}/logout`, { body: {} })).status,
      401,
    );
    assert.equal((await logout('manager', 999_999_999)).status, 404);
  });
});
