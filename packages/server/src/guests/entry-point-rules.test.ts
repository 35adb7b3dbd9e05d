import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { GuestSession } from '@omnicanal/api';
import * as v from 'valibot';
import { createEntryPoint } from '../core/integrations/repo.ts';
import { demoEntryPoint } from '../core/integrations/seed.ts';
import { api, login, startTestServer, type TestServer, TestSocket } from '../test/helpers.ts';
import { agentSocket } from '../test/rooms.ts';
import { sessionExpired } from './entry-point-rules.ts';

/*
 * An entry point's rules when a visitor opens or resumes a conversation through it: IP lists, max
 * open events per session and session TTL. The server's clock is moved by hand to pass a TTL.
 */

const HOUR = 3_600_000;
let shift = 0;
let server: TestServer;
before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0, clock: () => Date.now() + shift });
});
after(() => server.stop());

async function entryPoint(rules: Partial<ReturnType<typeof demoEntryPoint>> = {}) {
  const created = await createEntryPoint(server.context.db, 1, {
    ...demoEntryPoint(1),
    name: `Widget ${Math.random().toString(36).slice(2, 10)}`,
    ...rules,
  });
  return created.id;
}

/** Opens a conversation through the entry point (the Sales skill named on purpose: the entry point's wins). */
const open = (entry_point: number, previous?: string) =>
  api(server.url, '/api/guests/sessions', {
    body: { skill: 2, entry_point, name: 'Zoé' },
    ...(previous ? { token: previous } : {}),
  });

describe('entry point rules of a visitor session', () => {
  test("the entry point's skill answers, and its conversation is recorded against it", async () => {
    const id = await entryPoint();
    const opened = await open(id);
    assert.equal(opened.status, 201, JSON.stringify(opened.body));
    const session = v.parse(GuestSession, opened.body);
    assert.equal(session.skill.id, 1);
    const room = await server.context.db
      .selectFrom('rooms')
      .select('integration_id')
      .where('uuid', '=', session.room.uuid)
      .executeTakeFirstOrThrow();
    assert.equal(room.integration_id, id);
  });

  test('a visitor its IP lists refuse opens nothing; an unknown entry point is not found', async () => {
    const denied = await entryPoint({ ip_denylist: ['127.0.0.1', '::1'] });
    const refused = await open(denied);
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error, 'ip_refused');
    assert.equal((await open(999_999)).status, 404);
  });

  test('beyond its max open events the same visitor is refused until one closes', async () => {
    const id = await entryPoint({ max_open_events: 2 });
    const first = v.parse(GuestSession, (await open(id)).body);
    const second = await open(id, first.token);
    assert.equal(second.status, 201);
    const third = await open(id, first.token);
    assert.equal(third.status, 409);
    assert.equal(third.body.error, 'too_many_open_events');
    // Another visitor (no previous conversation) has places of their own.
    assert.equal((await open(id)).status, 201);
    // Once an agent closes one, the visitor may open another.
    const agent = await agentSocket(server, await login(server.url, 'agent@demo.test'));
    await agent.call('take_room', { room: first.room.uuid });
    await agent.call('close_room', { room: first.room.uuid, extras: { contact_reason: 'info' } });
    await agent.close();
    assert.equal((await open(id, first.token)).status, 201);
  });

  test('past the session TTL a conversation is not resumed, nor counted as open', async () => {
    const id = await entryPoint({ session_ttl_hours: 2, max_open_events: 1 });
    const session = v.parse(GuestSession, (await open(id)).body);
    const current = () => api(server.url, '/api/guests/sessions/current', { token: session.token });
    assert.equal((await current()).status, 200);
    assert.equal((await open(id, session.token)).body.error, 'too_many_open_events');
    shift = 3 * HOUR;
    try {
      const expired = await current();
      assert.equal(expired.status, 401);
      assert.equal(expired.body.error, 'session_expired');
      // The socket refuses it too, so an open widget learns it is over.
      const socket = await TestSocket.open(server.wsUrl('/api/guests/ws', session.token));
      assert.equal((await socket.next((f) => f.type === 'error')).code, 'session_expired');
      assert.equal((await socket.closed).code, 4401);
      // The next message starts a fresh conversation, as the same visitor.
      const fresh = await open(id, session.token);
      assert.equal(fresh.status, 201, JSON.stringify(fresh.body));
      assert.notEqual(v.parse(GuestSession, fresh.body).room.uuid, session.room.uuid);
    } finally {
      shift = 0;
    }
  });

  test('without a TTL a conversation is resumed however old', async () => {
    const id = await entryPoint();
    const session = v.parse(GuestSession, (await open(id)).body);
    shift = 10_000 * HOUR;
    try {
      const current = await api(server.url, '/api/guests/sessions/current', { token: session.token });
      assert.equal(current.status, 200);
    } finally {
      shift = 0;
    }
  });

  test('the TTL rule: empty is unlimited, else strictly older than the hours', () => {
    const opened = new Date('2026-01-01T10:00:00Z');
    assert.equal(sessionExpired(opened, null, new Date('2030-01-01T00:00:00Z')), false);
    assert.equal(sessionExpired(opened, 1, new Date('2026-01-01T11:00:00Z')), false);
    assert.equal(sessionExpired(opened, 1, new Date('2026-01-01T11:00:01Z')), true);
  });
});
