import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { GuestSession, type Message } from '@omnicanal/api';
import { UNKNOWN_COMMAND } from '@omnicanal/core';
import * as v from 'valibot';
import { api, clientId, login, startTestServer, type TestServer, TestSocket, txt } from '../test/helpers.ts';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.stop());

const open = async (body: unknown) => api(server.url, '/api/guests/sessions', { body });

describe('guests service: sessions', () => {
  test('opening a session answers a GuestSession for a waiting room named Visiteur by default', async () => {
    const { status, body } = await open({ skill: 1 });
    assert.equal(status, 201);
    const session = v.parse(GuestSession, body);
    assert.equal(session.room.status, 'waiting');
    assert.deepEqual(session.skill, { id: 1, name: 'Support' });
    assert.deepEqual(session.messages, []);
    assert.ok(session.last_seq > 0);
    const room = await server.context.db
      .selectFrom('rooms')
      .select(['infos', 'status'])
      .where('uuid', '=', session.room.uuid)
      .executeTakeFirstOrThrow();
    assert.equal(room.infos.name, 'Visiteur');
    assert.equal(room.infos.origin, 'web');
  });

  test('a widget sending its previous token stays the same guest; an unknown token starts a new one', async () => {
    const first = v.parse(GuestSession, (await open({ skill: 1, name: 'Noé' })).body);
    const again = v.parse(
      GuestSession,
      (await api(server.url, '/api/guests/sessions', { body: { skill: 1 }, token: first.token })).body,
    );
    const stranger = v.parse(
      GuestSession,
      (await api(server.url, '/api/guests/sessions', { body: { skill: 1 }, token: 'not-a-token' })).body,
    );
    const guestOf = async (uuid: string) =>
      (
        await server.context.db
          .selectFrom('rooms')
          .select('guest_id')
          .where('uuid', '=', uuid)
          .executeTakeFirstOrThrow()
      ).guest_id;
    assert.notEqual(first.room.uuid, again.room.uuid);
    assert.equal(await guestOf(again.room.uuid), await guestOf(first.room.uuid));
    assert.notEqual(await guestOf(stranger.room.uuid), await guestOf(first.room.uuid));
  });

  test('an unknown skill is a 404 not_found; a bad body a 400 with field lists', async () => {
    const missing = await open({ skill: 999 });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error, 'not_found');
    const bad = await open({ skill: 'one', email: 'nope' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error, 'invalid_payload');
    assert.ok(Array.isArray(bad.body.skill) && Array.isArray(bad.body.email), JSON.stringify(bad.body));
    const broken = await api(server.url, '/api/guests/sessions', { raw: '{' });
    assert.equal(broken.body.error, 'invalid_json');
  });

  test('the current session comes back with its messages after a reload', async () => {
    const session = v.parse(
      GuestSession,
      (await open({ skill: 1, name: 'Léa', email: 'lea@example.test' })).body,
    );
    const socket = await TestSocket.open(server.wsUrl('/api/guests/ws', session.token));
    await socket.call('resume', { since: session.last_seq });
    await socket.call('send_message', { rich_content: txt('Avant rechargement'), client_id: clientId() });
    await socket.close();

    assert.equal((await api(server.url, '/api/guests/sessions/current')).status, 401);
    const agentToken = await login(server.url, 'agent@demo.test');
    const wrong = await api(server.url, '/api/guests/sessions/current', { token: agentToken });
    assert.equal(wrong.status, 401, 'an agent token is not a guest token');

    const current = await api(server.url, '/api/guests/sessions/current', { token: session.token });
    assert.equal(current.status, 200);
    const restored = v.parse(GuestSession, current.body);
    assert.equal(restored.room.uuid, session.room.uuid);
    assert.deepEqual(
      restored.messages.map((m) => (m.rich_content as { text: string }).text),
      ['Avant rechargement'],
    );
    assert.ok(restored.last_seq > session.last_seq);

    // Resuming from the restored seq replays nothing already shown.
    const again = await TestSocket.open(server.wsUrl('/api/guests/ws', session.token));
    const answer = await again.call<{ last_seq: number }>('resume', { since: restored.last_seq });
    await again.settle();
    assert.equal(again.events().length, 0);
    assert.ok(answer.last_seq >= restored.last_seq);
    await again.close();
  });
});

describe('guests service: socket', () => {
  test('a bad guest token gets not_authenticated and a 4401 close', async () => {
    const socket = await TestSocket.open(server.wsUrl('/api/guests/ws', 'nope'));
    assert.equal((await socket.next((f) => f.type === 'error')).code, 'not_authenticated');
    assert.equal((await socket.closed).code, 4401);
  });

  test('agent commands do not exist on the visitor socket', async () => {
    const session = v.parse(GuestSession, (await open({ skill: 1 })).body);
    const socket = await TestSocket.open(server.wsUrl('/api/guests/ws', session.token));
    const refused = await socket.request('take_room', { room: session.room.uuid });
    assert.equal(refused.code, 'unknown_command');
    assert.equal(refused.message, UNKNOWN_COMMAND);
    await socket.close();
  });

  test('a visitor gets the events of their own room only', async () => {
    const a = v.parse(GuestSession, (await open({ skill: 1, name: 'A' })).body);
    const b = v.parse(GuestSession, (await open({ skill: 1, name: 'B' })).body);
    const socketA = await TestSocket.open(server.wsUrl('/api/guests/ws', a.token));
    const socketB = await TestSocket.open(server.wsUrl('/api/guests/ws', b.token));
    await socketA.call('resume', { since: 0 });
    await socketB.call('resume', { since: 0 });
    socketA.frames.length = 0;
    await socketB.call('send_message', { rich_content: txt('Je suis B'), client_id: clientId() });
    await socketA.call('send_message', { rich_content: txt('Je suis A'), client_id: clientId() });
    await socketA.settle();
    const seen = socketA
      .events('message')
      .map((f) => ((f.data as Message).rich_content as { text: string }).text);
    assert.deepEqual(seen, ['Je suis A']);
    const { messages } = await socketA.call<{ messages: Message[] }>('get_messages');
    assert.deepEqual(
      messages.map((m) => m.room),
      [a.room.uuid],
    );
    await Promise.all([socketA.close(), socketB.close()]);
  });
});
