import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type AgentDetails, DEFAULT_NOTIFICATION_OPTIONS, type NotificationOptions } from '@omnicanal/api';
import { api, login, startTestServer, type TestServer } from '../../test/helpers.ts';

let server: TestServer;
let agent: string;
let agent2: string;

before(async () => {
  server = await startTestServer();
  agent = await login(server.url, 'agent@demo.test');
  agent2 = await login(server.url, 'agent2@demo.test');
});
after(() => server.stop());

const account = (token: string) => api(server.url, '/api/core/user/account', { token });
const optionsOf = async (token: string) =>
  (await account(token)).body.notification_options as NotificationOptions;

describe('notification options of the account', () => {
  test('a user who never chose has every option on', async () => {
    const { body } = await api(server.url, '/api/core/user/account', { token: agent, body: {} });
    assert.deepEqual(body.notification_options, DEFAULT_NOTIFICATION_OPTIONS);
  });

  test('the choices, want_notif and the new-message sound are saved and read back', async () => {
    const saved = await api(server.url, '/api/core/user/account', {
      token: agent,
      body: {
        want_notif: false,
        notif_new_msg_sound: false,
        notification_options: { ticketing: { ticket_late: false }, messaging: { push_apple: false } },
      },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const expected = {
      ticketing: { ...DEFAULT_NOTIFICATION_OPTIONS.ticketing, ticket_late: false },
      messaging: { ...DEFAULT_NOTIFICATION_OPTIONS.messaging, push_apple: false },
    };
    assert.deepEqual(saved.body.notification_options, expected);
    const { body } = await account(agent);
    assert.equal(body.want_notif, false);
    assert.equal(body.notif_new_msg_sound, false);
  });

  test('an option that is not a boolean is refused and nothing is saved', async () => {
    const { status, body } = await api(server.url, '/api/core/user/account', {
      token: agent,
      body: { want_notif: true, notification_options: { messaging: { new_conversation: 'yes' } } },
    });
    assert.equal(status, 400);
    assert.ok(Array.isArray(body['notification_options.messaging.new_conversation']), JSON.stringify(body));
    assert.equal((await account(agent)).body.want_notif, false);
  });
});

describe('push registration', () => {
  const register = (token: string, body: unknown) => api(server.url, '/api/push/register', { token, body });
  const activated = (token: string, device: string) =>
    api(server.url, `/api/push/register?token=${encodeURIComponent(device)}`, { token });

  test('a device registers, then reads its activation back; switching off is recorded', async () => {
    assert.equal((await register(agent, { token: 'device-1', activated: true, kind: 'apple' })).status, 200);
    assert.deepEqual((await activated(agent, 'device-1')).body, { activated: true });
    await register(agent, { token: 'device-1', activated: false, kind: 'apple' });
    assert.deepEqual((await activated(agent, 'device-1')).body, { activated: false });
  });

  test('another user does not read someone else’s device; a bad kind is refused', async () => {
    assert.equal((await activated(agent2, 'device-1')).status, 404);
    const bad = await register(agent, { token: 'device-2', activated: true, kind: 'windows' });
    assert.equal(bad.status, 400);
    assert.equal((await activated(agent, 'device-2')).status, 404);
    assert.equal((await register('', { token: 'device-3', activated: true, kind: 'android' })).status, 401);
  });
});

describe('GET /user/account', () => {
  test('reads the saved notification options back', async () => {
    await api(server.url, '/api/core/user/account', {
      token: agent2,
      body: { notification_options: { messaging: { new_conversation: false } } },
    });
    const options = await optionsOf(agent2);
    assert.equal(options.messaging.new_conversation, false);
    assert.equal(options.ticketing.ticket_assigned, true);
  });
});

describe('agents administration', () => {
  test('an administrator reads and sets an agent’s notification options', async () => {
    const admin = await login(server.url, 'admin@demo.test');
    const list = await api(server.url, '/api/core/settings/agents/?search=agent2', { token: admin });
    const agentDetails = (list.body.results as AgentDetails[]).find((a) => a.email === 'agent2@demo.test');
    assert.ok(agentDetails);
    assert.equal(agentDetails.notification_options?.messaging.new_conversation, false);
    const { id, email, first_name, last_name, user_role } = agentDetails;
    const saved = await api(server.url, `/api/core/agents/${id}/`, {
      token: admin,
      body: {
        email,
        first_name,
        last_name,
        user_role,
        skills: [{ id: 2, auto_allocation: false }],
        notification_options: { ticketing: { task_assigned: false } },
      },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const options = await optionsOf(agent2);
    assert.equal(options.ticketing.task_assigned, false);
    assert.equal(options.messaging.new_conversation, true);
  });
});
