import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { login, startTestServer, type TestServer, type TestSocket } from '../test/helpers.ts';
import { agentSocket, openVisitor } from '../test/rooms.ts';

let server: TestServer;
before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
});
after(() => server.stop());

// PostgreSQL cannot hold U+0000: such a frame used to reach the database and answer server_error.
test('a frame holding U+0000 is an invalid_payload on both sockets, and nothing is stored', async () => {
  const agent: TestSocket = await agentSocket(server, await login(server.url, 'agent@demo.test'));
  const visitor = await openVisitor(server, 1, 'Nul');
  const lookup = await agent.request('get_room', { uuid: 'a\u0000b' });
  assert.equal(lookup.code, 'invalid_payload', JSON.stringify(lookup));
  const inKey = await agent.request('crm_action', {
    room: visitor.uuid,
    action: 'note',
    data: { 'k\u0000': 1 },
  });
  assert.equal(inKey.code, 'invalid_payload', JSON.stringify(inKey));
  const text = await visitor.socket.request('send_message', {
    rich_content: { type: 'txt', text: 'avant\u0000après' },
    client_id: 'c-nul-frame',
  });
  assert.equal(text.code, 'invalid_payload', JSON.stringify(text));
  const stored = await server.context.db
    .selectFrom('messages')
    .select('uuid')
    .where('room_uuid', '=', visitor.uuid)
    .execute();
  assert.deepEqual(stored, []);
  // The sockets stay open and keep answering.
  assert.equal((await visitor.socket.request('get_messages')).type, 'response');
  await Promise.all([agent.close(), visitor.socket.close()]);
});
