import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Message } from '@omnicanal/api';
import { api, login, startTestServer, type TestServer, type TestSocket } from '../test/helpers.ts';
import { agentSocket, openVisitor } from '../test/rooms.ts';

let server: TestServer;
let agentToken: string;
let agent: TestSocket;
let agent2: TestSocket;
let manager: TestSocket;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  agentToken = await login(server.url, 'agent@demo.test');
  agent = await agentSocket(server, agentToken);
  agent2 = await agentSocket(server, await login(server.url, 'agent2@demo.test'));
  manager = await agentSocket(server, await login(server.url, 'manager@demo.test'));
});
after(async () => {
  await Promise.all([agent.close(), agent2.close(), manager.close()]);
  await server.stop();
});

const richMessage = (uuid: string, type: string) => (f: { type: string; kind?: unknown; data?: unknown }) =>
  f.type === 'event' &&
  f.kind === 'message' &&
  (f.data as Message).room === uuid &&
  (f.data as Message).rich_content.type === type;

/** A visitor in skill 1 whose room the demo agent holds. */
async function heldRoom(name = 'Client') {
  const visitor = await openVisitor(server, 1, name);
  await agent.call('take_room', { room: visitor.uuid });
  return visitor;
}

/** Closes the room (an agent holds only max_rooms at once) and the visitor's socket. */
async function release(visitor: Awaited<ReturnType<typeof heldRoom>>) {
  await agent.request('close_room', { room: visitor.uuid });
  await visitor.socket.close();
}

describe('room_event', () => {
  const sent: [string, Record<string, unknown>, Record<string, unknown>][] = [
    [
      'payment',
      { amount: 49.9, currency: 'EUR', url: 'https://pay.example/abc' },
      { type: 'payment', amount: 49.9, currency: 'EUR', url: 'https://pay.example/abc' },
    ],
    [
      'address',
      { lat: 48.8566, lng: 2.3522, label: 'Boutique Paris' },
      { type: 'location', lat: 48.8566, lng: 2.3522, label: 'Boutique Paris' },
    ],
    [
      'product',
      { url: 'https://shop.example/p/1', desc: 'Chaise', img: '' },
      { type: 'url', url: 'https://shop.example/p/1', desc: 'Chaise', img: null },
    ],
    [
      'timeslots',
      {
        title: 'Rendez-vous',
        slots: [{ start: '2026-12-01T09:00:00.000Z', end: '2026-12-01T09:30:00.000Z' }],
      },
      {
        type: 'timeslots',
        title: 'Rendez-vous',
        slots: [{ start: '2026-12-01T09:00:00.000Z', end: '2026-12-01T09:30:00.000Z' }],
      },
    ],
    [
      'callback',
      { title: 'Un conseiller vous rappelle', phone_number: '+33 6 12 34 56 78' },
      { type: 'callback', title: 'Un conseiller vous rappelle', phone_number: '+33 6 12 34 56 78' },
    ],
  ];
  for (const [kind, data, content] of sent)
    test(`${kind}: the holding agent sends it, the visitor receives its rich content`, async () => {
      const visitor = await heldRoom();
      const message = await agent.call<Message>('room_event', { room: visitor.uuid, kind, data });
      assert.deepEqual(message.rich_content, content);
      assert.equal(message.kind, 'agent');
      const seen = await visitor.socket.next(richMessage(visitor.uuid, String(content.type)));
      assert.deepEqual((seen.data as Message).rich_content, content);
      await release(visitor);
    });

  test('authentication gets a uuid of its own', async () => {
    const visitor = await heldRoom();
    const message = await agent.call<Message>('room_event', {
      room: visitor.uuid,
      kind: 'authentication',
      data: { title: 'Identifiez-vous' },
    });
    const content = message.rich_content as { type: string; title: string; uuid: string };
    assert.equal(content.type, 'authentication');
    assert.equal(content.title, 'Identifiez-vous');
    assert.match(content.uuid, /^[0-9a-f-]{36}$/);
    await release(visitor);
  });

  test('only the agent holding the open room may send one', async () => {
    const visitor = await openVisitor(server, 1, 'Attente');
    const payment = { kind: 'payment', data: { amount: 10, currency: 'EUR' } };
    // Waiting: nobody holds it yet, not even a manager who sees it.
    assert.equal(
      (await agent.request('room_event', { room: visitor.uuid, ...payment })).code,
      'room_not_yours',
    );
    await agent.call('take_room', { room: visitor.uuid });
    assert.equal(
      (await manager.request('room_event', { room: visitor.uuid, ...payment })).code,
      'room_not_yours',
    );
    // Another skill's agent does not even see the room.
    assert.equal((await agent2.request('room_event', { room: visitor.uuid, ...payment })).code, 'not_found');
    await agent.call('close_room', { room: visitor.uuid });
    assert.equal((await agent.request('room_event', { room: visitor.uuid, ...payment })).code, 'room_closed');
    await visitor.socket.settle();
    assert.equal(
      visitor.socket.events('message').filter((f) => (f.data as Message).rich_content.type === 'payment')
        .length,
      0,
    );
    await visitor.socket.close();
  });

  const invalid: [string, Record<string, unknown>][] = [
    ['payment', { amount: -5, currency: 'EUR' }],
    ['payment', { amount: 5, currency: 'GBP' }],
    ['payment', { amount: 5, currency: 'EUR', url: 'javascript:alert(1)' }],
    ['authentication', { title: '   ' }],
    ['address', { lat: 91, lng: 0 }],
    ['product', { url: 'data:text/html,<script>1</script>' }],
    ['timeslots', { title: 'RDV', slots: [] }],
    [
      'timeslots',
      { title: 'RDV', slots: [{ start: '2026-12-01T10:00:00.000Z', end: '2026-12-01T09:00:00.000Z' }] },
    ],
    ['callback', { title: 'Rappel', phone_number: '<script>' }],
  ];
  for (const [kind, data] of invalid)
    test(`${kind} ${JSON.stringify(data)} is refused as bad_rich_content`, async () => {
      const visitor = await heldRoom();
      const answer = await agent.request('room_event', { room: visitor.uuid, kind, data });
      assert.equal(answer.code, 'bad_rich_content');
      await release(visitor);
    });

  test('an unknown kind is refused by the protocol', async () => {
    const visitor = await heldRoom();
    const answer = await agent.request('room_event', { room: visitor.uuid, kind: 'teleport', data: {} });
    assert.equal(answer.type, 'error');
    assert.equal(answer.code, 'invalid_payload');
    await release(visitor);
  });
});

describe('POST /api/cobrowse/sessions', () => {
  test('co-browsing: the visitor receives an expiry and a token that opens the invitation', async () => {
    const visitor = await heldRoom();
    const { status, body } = await api(server.url, '/api/cobrowse/sessions', {
      body: { room: visitor.uuid, kind: 'cobrowsing' },
      token: agentToken,
    });
    assert.equal(status, 201, JSON.stringify(body));
    const seen = await visitor.socket.next(richMessage(visitor.uuid, 'cobrowsing'));
    const content = (seen.data as Message).rich_content as { expires_at: string; token: string };
    assert.equal(content.expires_at, body.expires_at);
    assert.ok(Date.parse(content.expires_at) > Date.now());
    const opened = await api(server.url, `/api/cobrowse/sessions/${content.token}`);
    assert.equal(opened.status, 200);
    assert.deepEqual([opened.body.kind, opened.body.room], ['cobrowsing', visitor.uuid]);
    await release(visitor);
  });

  test('video call: the visitor receives the join URL', async () => {
    const visitor = await heldRoom();
    const { status, body } = await api(server.url, '/api/cobrowse/sessions', {
      body: { room: visitor.uuid, kind: 'webrtc' },
      token: agentToken,
    });
    assert.equal(status, 201);
    const seen = await visitor.socket.next(richMessage(visitor.uuid, 'webrtc'));
    const url = ((seen.data as Message).rich_content as { url: string }).url;
    assert.equal(url, body.url);
    assert.equal((await api(server.url, new URL(url).pathname)).status, 200);
    await release(visitor);
  });

  test('refused to anyone but the holding agent, and without a token', async () => {
    const visitor = await openVisitor(server, 1, 'Attente');
    const invite = { room: visitor.uuid, kind: 'webrtc' };
    assert.equal((await api(server.url, '/api/cobrowse/sessions', { body: invite })).status, 401);
    const waiting = await api(server.url, '/api/cobrowse/sessions', { body: invite, token: agentToken });
    assert.deepEqual([waiting.status, waiting.body.error], [403, 'room_not_yours']);
    const sales = await login(server.url, 'agent2@demo.test');
    const other = await api(server.url, '/api/cobrowse/sessions', { body: invite, token: sales });
    assert.deepEqual([other.status, other.body.error], [404, 'not_found']);
    const bad = await api(server.url, '/api/cobrowse/sessions', {
      body: { room: visitor.uuid, kind: 'fax' },
      token: agentToken,
    });
    assert.equal(bad.status, 400);
    assert.equal((await api(server.url, `/api/cobrowse/sessions/${'a'.repeat(32)}`)).status, 404);
    await visitor.socket.close();
  });
});
