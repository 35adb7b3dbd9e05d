import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Room } from '@omnicanal/api';
import { api, clientId, type TestServer, type TestSocket, txt } from '../test/helpers.ts';
import { agentSocket, openVisitor, roomUpdate } from '../test/rooms.ts';
import { guestsWorld } from './testing.ts';

let server: TestServer;
let tokens: Record<string, string>;
let agent: TestSocket;
let manager: TestSocket;

before(async () => {
  ({ server, tokens } = await guestsWorld());
  agent = await agentSocket(server, tokens.agent as string);
  manager = await agentSocket(server, tokens.manager as string);
});
after(async () => {
  await agent.close();
  await manager.close();
  await server.stop();
});

const reset = (room: string, token = tokens.agent, body: unknown = {}) =>
  api(server.url, `/api/guests/sessions/${room}/reset-unread-message-count`, { token, body });
const unread = async (room: string) =>
  (
    await server.context.db
      .selectFrom('rooms')
      .select('unread_msg')
      .where('uuid', '=', room)
      .executeTakeFirstOrThrow()
  ).unread_msg;

/** A Support room the visitor wrote twice in. */
async function unreadRoom() {
  const visitor = await openVisitor(server, 1);
  for (const text of ['Bonjour', 'Vous êtes là ?'])
    await visitor.socket.call('send_message', { rich_content: txt(text), client_id: clientId() });
  await visitor.socket.close();
  assert.equal(await unread(visitor.uuid), 2);
  return visitor.uuid;
}

describe('POST /sessions/{id}/reset-unread-message-count', () => {
  test("the room's agent resets the count; every console is told", async () => {
    const room = await unreadRoom();
    await agent.call<Room>('take_room', { room });
    const told = manager.next((f) => roomUpdate(room)(f) && (f.data as Room).unread_msg === 0);
    const answer = await reset(room, tokens.agent, { workchain: 12 });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body, { id: room, unread_message_count: 0 });
    assert.equal(await unread(room), 0);
    await told;
    // Again: nothing left to reset, the same answer.
    assert.deepEqual((await reset(room)).body, { id: room, unread_message_count: 0 });
  });

  test('an open room of another agent is refused; a waiting room is reset by any who sees it', async () => {
    const room = await unreadRoom();
    assert.equal((await reset(room, tokens.manager)).status, 200);
    assert.equal(await unread(room), 0);
    const held = await unreadRoom();
    await agent.call<Room>('take_room', { room: held });
    const refused = await reset(held, tokens.manager);
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error, 'room_not_yours');
    assert.equal(await unread(held), 2);
  });

  test('other skills, other companies and unknown sessions read as missing; signed out is 401', async () => {
    const room = await unreadRoom();
    assert.equal((await reset(room, tokens.agent2)).status, 404);
    assert.equal((await reset(room, tokens.other)).status, 404);
    assert.equal((await reset('00000000-0000-4000-8000-000000000000')).status, 404);
    assert.equal(
      (await api(server.url, `/api/guests/sessions/${room}/reset-unread-message-count`, { body: {} })).status,
      401,
    );
    assert.equal(await unread(room), 2);
  });

  test('a bad workchain is a 400 with field errors and the count stays', async () => {
    const room = await unreadRoom();
    for (const workchain of [{}, 0, '', 'x'.repeat(65)]) {
      const answer = await reset(room, tokens.agent, { workchain });
      assert.equal(answer.status, 400, JSON.stringify(workchain));
      assert.ok(Array.isArray(answer.body.workchain), JSON.stringify(answer.body));
    }
    assert.equal(await unread(room), 2);
  });
});
