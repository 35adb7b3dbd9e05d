import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { MESSAGES_PAGE_SIZE, Message, MessagesPage } from '@omnicanal/api';
import * as v from 'valibot';
import { login, startTestServer, type TestServer, type TestSocket } from '../test/helpers.ts';
import { agentSocket, openVisitor } from '../test/rooms.ts';

/*
 * get_messages {room, lastevent, fromevent} (spec 000 §7) on a conversation of 250 visitor
 * messages: the latest page, older pages while scrolling up, and the catch-up after a message.
 */

const TOTAL = 250;
let server: TestServer;
let agent: TestSocket;
let visitor: Awaited<ReturnType<typeof openVisitor>>;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  agent = await agentSocket(server, await login(server.url, 'agent@demo.test'));
  visitor = await openVisitor(server, 1, 'Paula');
  for (let i = 1; i <= TOTAL; i++)
    await visitor.socket.call('send_message', {
      rich_content: { type: 'txt', text: `m${i}` },
      client_id: randomUUID(),
    });
});
after(async () => {
  await visitor.socket.close();
  await agent.close();
  await server.stop();
});

const texts = (messages: Message[]) => messages.map((m) => (m.rich_content as { text: string }).text);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `m${from + i}`);

async function page(payload: Record<string, unknown>): Promise<MessagesPage> {
  return v.parse(MessagesPage, await agent.call('get_messages', { room: visitor.uuid, ...payload }));
}

describe('get_messages paging', () => {
  test('without an anchor: the latest page, oldest first, and more to come', async () => {
    const latest = await page({});
    assert.equal(latest.messages.length, MESSAGES_PAGE_SIZE);
    assert.deepEqual(texts(latest.messages), range(TOTAL - MESSAGES_PAGE_SIZE + 1, TOTAL));
    assert.equal(latest.has_more, true);
  });

  test('lastevent walks back page by page to the first message, without gaps or doubles', async () => {
    let current = await page({});
    const seen = [...current.messages];
    while (current.has_more) {
      current = await page({ lastevent: current.messages[0]?.event });
      seen.unshift(...current.messages);
    }
    assert.deepEqual(texts(seen), range(1, TOTAL));
    assert.equal(current.messages.length, TOTAL - 2 * MESSAGES_PAGE_SIZE);
  });

  test('fromevent gives what came after a message, with has_more while newer pages remain', async () => {
    const all: Message[] = [];
    let older = await page({});
    all.unshift(...older.messages);
    while (older.has_more) {
      older = await page({ lastevent: older.messages[0]?.event });
      all.unshift(...older.messages);
    }
    const after240 = await page({ fromevent: all[239]?.event });
    assert.deepEqual(texts(after240.messages), range(241, TOTAL));
    assert.equal(after240.has_more, false);
    const after10 = await page({ fromevent: all[9]?.event });
    assert.deepEqual(texts(after10.messages), range(11, 10 + MESSAGES_PAGE_SIZE));
    assert.equal(after10.has_more, true);
    const afterLast = await page({ fromevent: all.at(-1)?.event });
    assert.deepEqual(afterLast, { messages: [], has_more: false });
  });

  test('an event that is not a message of the room is not_found', async () => {
    const other = await openVisitor(server, 1, 'Autre');
    const foreign = v.parse(
      Message,
      await other.socket.call('send_message', {
        rich_content: { type: 'txt', text: 'ailleurs' },
        client_id: randomUUID(),
      }),
    );
    for (const anchor of [{ lastevent: foreign.event }, { fromevent: 'no-such-event' }]) {
      const refused = await agent.request('get_messages', { room: visitor.uuid, ...anchor });
      assert.equal(refused.code, 'not_found');
    }
    await other.socket.close();
  });
});
