import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Message } from '@omnicanal/api';
import { CLOSE_RATE_LIMITED } from '../realtime/connection.ts';
import { clientId, type Frame, login, startTestServer, type TestServer, txt } from '../test/helpers.ts';
import { agentSocket, messageEvent, openVisitor } from '../test/rooms.ts';
import { GUEST_FRAME_BUDGETS } from './frames.ts';

let server: TestServer;
before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0, rateLimitScale: 1 });
});
after(() => server.stop());

const BURST = GUEST_FRAME_BUDGETS.commands.send_message?.burst ?? 0;

const storedTexts = async (uuid: string) =>
  (
    await server.context.db
      .selectFrom('messages')
      .select('rich_content')
      .where('room_uuid', '=', uuid)
      .execute()
  )
    .map((m) => (typeof m.rich_content === 'string' ? JSON.parse(m.rich_content) : m.rich_content))
    .map((content: { text?: string }) => content.text ?? '');

const messagesSeen = (frames: Frame[], uuid: string) =>
  frames
    .filter((f) => f.type === 'event' && f.kind === 'message' && (f.data as Message).room === uuid)
    .map((f) => ((f.data as Message).rich_content as { text?: string }).text ?? '');

test('a visitor over the message budget is slowed: the excess is refused, not stored, not shown', async () => {
  const agent = await agentSocket(server, await login(server.url, 'agent@demo.test'));
  const visitor = await openVisitor(server);
  await visitor.socket.call('send_message', { rich_content: txt('Bonjour'), client_id: clientId() });
  await agent.next(messageEvent(visitor.uuid, 'Bonjour'), 15_000);

  const answers = await Promise.all(
    Array.from({ length: BURST + 5 }, (_, i) =>
      visitor.socket.request('send_message', { rich_content: txt(`burst ${i}`), client_id: clientId() }),
    ),
  );
  const refused = answers.filter((f) => f.type === 'error' && f.code === 'rate_limited').length;
  const passed = answers.filter((f) => f.type === 'response').length;
  assert.ok(refused >= 5, `${refused} refused`);
  assert.equal(passed + refused, BURST + 5);
  // Still connected: slowed, not closed.
  assert.equal(visitor.socket.ws.readyState, visitor.socket.ws.OPEN);

  const stored = (await storedTexts(visitor.uuid)).filter((text) => text.startsWith('burst'));
  assert.equal(stored.length, passed);
  // The agent receives exactly the messages that passed, in order (the last one is awaited).
  const last = stored.at(-1) ?? '';
  await agent.next(messageEvent(visitor.uuid, last), 15_000);
  const seen = messagesSeen(agent.frames, visitor.uuid).filter((text) => text.startsWith('burst'));
  assert.deepEqual([...seen, last], stored);
  agent.ws.close();
  visitor.socket.ws.close();
});

test('a visitor who keeps flooding is disconnected and the agents see none of the flood', async () => {
  const agent = await agentSocket(server, await login(server.url, 'agent@demo.test'));
  const visitor = await openVisitor(server);
  for (let i = 0; i < 500; i++)
    visitor.socket.send({
      command: 'send_message',
      id: `f${i}`,
      rich_content: txt(`flood ${i}`),
      client_id: clientId(),
    });
  const { code } = await visitor.socket.closed;
  assert.equal(code, CLOSE_RATE_LIMITED);
  const refusals = visitor.socket.frames.filter((f) => f.type === 'error' && f.code === 'rate_limited');
  assert.ok(refusals.length >= GUEST_FRAME_BUDGETS.strikes, `${refusals.length} refusals`);

  // At most the burst was admitted; whatever was stored is exactly what the agent receives. An
  // admitted message may still be committing when the socket closes (seen on PostgreSQL): both
  // sides are read again until they agree, or for 5 s.
  const storedFlood = async () =>
    (await storedTexts(visitor.uuid)).filter((text) => text.startsWith('flood'));
  let stored = await storedFlood();
  for (let waited = 0; waited < 5_000; waited += 100) {
    if (JSON.stringify(messagesSeen(agent.frames, visitor.uuid)) === JSON.stringify(stored)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
    stored = await storedFlood();
  }
  assert.ok(stored.length <= BURST, `${stored.length} stored`);
  assert.deepEqual(messagesSeen(agent.frames, visitor.uuid), stored);
  agent.ws.close();
});

test('typing has a budget of its own: a typing flood does not stop the messages', async () => {
  const visitor = await openVisitor(server);
  const typingBurst = GUEST_FRAME_BUDGETS.commands.typing?.burst ?? 0;
  const answers = await Promise.all(
    Array.from({ length: typingBurst + 5 }, () => visitor.socket.request('typing', { active: true })),
  );
  const refused = answers.filter((f) => f.type === 'error' && f.code === 'rate_limited').length;
  assert.ok(refused >= 4, `${refused} refused`);
  const sent = await visitor.socket.request('send_message', {
    rich_content: txt('Toujours là'),
    client_id: clientId(),
  });
  assert.equal(sent.type, 'response');
  visitor.socket.ws.close();
});
