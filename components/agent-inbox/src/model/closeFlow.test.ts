import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import type { Room } from '@omnicanal/api';
import { setToken } from '@omnicanal/stores';
import { AGENT, makeRoom } from '../testing/fixtures.ts';
import {
  $closeFlow,
  closedUnderHand,
  dismissCloseFlow,
  reasonsProblem,
  watchCloseFlow,
} from './closeFlow.ts';
import { resetConversation, setConversation } from './conversation.ts';
import { roomUpdated, setOpenRoom } from './rooms.ts';

/** The room opened as the inbox opens one: held in the rooms store, its uuid being read. */
function open(room: Room): void {
  setOpenRoom(room);
  setConversation({ uuid: room.uuid });
}

const me = { uuid: AGENT.uuid };
const other = { uuid: 'someone-else', first_name: 'Bruno', last_name: 'Agent' };

describe('closedUnderHand', () => {
  const running = makeRoom({ status: 'running' });
  const late = { ...running, status: 'late' } as Room;
  const closed = { ...running, status: 'closed' } as Room;
  const cases: { name: string; before: Room | null; after: Room | null; expected: boolean }[] = [
    { name: 'my running room closes', before: running, after: closed, expected: true },
    { name: 'my late room closes', before: late, after: closed, expected: true },
    { name: 'still running', before: running, after: running, expected: false },
    { name: 'already closed before', before: closed, after: closed, expected: false },
    {
      name: 'held by another agent',
      before: { ...running, agent: other },
      after: { ...closed, agent: other },
      expected: false,
    },
    {
      name: 'a waiting room closes',
      before: { ...running, status: 'waiting', agent: null },
      after: closed,
      expected: false,
    },
    {
      name: 'another room is opened',
      before: running,
      after: { ...closed, uuid: 'other-room' },
      expected: false,
    },
    { name: 'first load of a closed room', before: null, after: closed, expected: false },
  ];
  for (const c of cases) test(c.name, () => assert.equal(closedUnderHand(c.before, c.after, me), c.expected));

  test('no user, no flow', () => assert.equal(closedUnderHand(running, closed, null), false));
});

describe('reasonsProblem', () => {
  test('at least one reason is required', () => {
    assert.equal(reasonsProblem([]), 'required');
    assert.equal(reasonsProblem([3]), null);
  });
});

describe('watchCloseFlow', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    resetConversation();
    setOpenRoom(null);
    dismissCloseFlow();
  });

  const answer = (body: unknown, status = 200) => {
    const urls: string[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    return urls;
  };
  const settled = async () => {
    for (let i = 0; i < 20 && $closeFlow.get()?.step === 'loading'; i++)
      await new Promise((resolve) => setTimeout(resolve, 5));
  };

  test('the close of my room asks for the reasons of its skill', async () => {
    setToken('t');
    const urls = answer([{ id: 4, label: 'Réclamation', skills: [1], subaccounts: [] }]);
    const room = makeRoom({ status: 'running', skill: 1 });
    open(room);
    const stop = watchCloseFlow(() => me);
    roomUpdated({ ...room, status: 'closed' });
    await settled();
    stop();
    const flow = $closeFlow.get();
    assert.equal(flow?.step, 'reasons');
    assert.deepEqual(flow?.step === 'reasons' ? flow.reasons.map((r) => r.label) : [], ['Réclamation']);
    assert.match(urls[0] ?? '', /\/contactreasons\/\?skill=1$/);
  });

  test('no reasons, or no answer: the closed-room notice', async () => {
    for (const [body, status] of [
      [[], 200],
      [{ error: 'server_error' }, 500],
    ] as const) {
      answer(body, status);
      const room = makeRoom({ status: 'running' });
      open(room);
      const stop = watchCloseFlow(() => me);
      roomUpdated({ ...room, status: 'closed' });
      await settled();
      stop();
      assert.equal($closeFlow.get()?.step, 'closed');
      dismissCloseFlow();
    }
  });

  test('opening a room that is already closed starts nothing', async () => {
    answer([]);
    const stop = watchCloseFlow(() => me);
    const room = makeRoom({ status: 'closed' });
    open(room);
    stop();
    assert.equal($closeFlow.get(), null);
  });
});
