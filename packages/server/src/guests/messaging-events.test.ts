import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { MessagingEventsPage, Room } from '@omnicanal/api';
import { api, type TestServer, type TestSocket } from '../test/helpers.ts';
import { agentSocket, openVisitor } from '../test/rooms.ts';
import { guestsWorld } from './testing.ts';

let server: TestServer;
let tokens: Record<string, string>;
let agent: TestSocket;
/** A Support room taken then closed by agent@, so its log holds session_taken then session_closed. */
let room: string;
let guest: string;

before(async () => {
  ({ server, tokens } = await guestsWorld());
  agent = await agentSocket(server, tokens.agent as string);
  const visitor = await openVisitor(server, 1, 'Jeanne');
  await visitor.socket.close();
  room = visitor.uuid;
  await agent.call<Room>('take_room', { room });
  await agent.call<Room>('close_room', { room, extras: null });
  const row = await server.context.db
    .selectFrom('rooms')
    .innerJoin('guests', 'guests.id', 'rooms.guest_id')
    .select('guests.uuid')
    .where('rooms.uuid', '=', room)
    .executeTakeFirstOrThrow();
  guest = row.uuid;
});
after(async () => {
  await agent.close();
  await server.stop();
});

const events = (query: string, token = tokens.agent) =>
  api(server.url, `/api/guests/guests/messaging-events?${query}`, { token });
const page = async (query: string, token = tokens.agent) => {
  const answer = await events(query, token);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body as unknown as MessagingEventsPage;
};
const kinds = (p: MessagingEventsPage) => p.events.map((e) => e.kind);

describe('GET /guests/messaging-events', () => {
  test("a session's events, newest first by default, with who did what", async () => {
    const all = await page(`session=${room}`);
    assert.deepEqual(kinds(all), ['session_closed', 'session_taken']);
    assert.equal(all.has_more, false);
    const [closed] = all.events;
    assert.equal(closed?.session_id, room);
    assert.equal(closed?.guest_id, guest);
    assert.equal(closed?.skill_id, 1);
    assert.equal(closed?.author?.name, 'Alice Agent');
    assert.deepEqual(kinds(await page(`session=${room}&ordering=asc`)), ['session_taken', 'session_closed']);
  });

  test('the room detail pages by 10 with cutoff_datetime and kinds; one event by id', async () => {
    const first = await page(`session=${room}&page_size=1&ordering=desc`);
    assert.deepEqual(kinds(first), ['session_closed']);
    assert.equal(first.has_more, true);
    const cutoff = encodeURIComponent(first.events[0]?.created_at as string);
    const next = await page(`session=${room}&page_size=10&ordering=desc&cutoff_datetime=${cutoff}`);
    assert.ok(!kinds(next).includes('session_closed'));
    assert.ok(kinds(next).includes('session_taken'));
    assert.deepEqual(kinds(await page(`session=${room}&kinds=session_taken`)), ['session_taken']);
    assert.deepEqual(kinds(await page(`session=${room}&kinds=session_taken&kinds=session_closed`)), [
      'session_closed',
      'session_taken',
    ]);
    assert.deepEqual(kinds(await page(`session=${room}&kinds=session_auto_closed`)), []);
    const one = await page(`id=${first.events[0]?.id}&page_size=1`);
    assert.deepEqual(kinds(one), ['session_closed']);
  });

  test("a guest's events across their sessions (50 a page by default)", async () => {
    const byGuest = await page(`guest=${guest}`);
    assert.deepEqual(kinds(byGuest), ['session_closed', 'session_taken']);
    assert.ok(byGuest.events.every((e) => e.guest_id === guest));
  });

  test('bad queries are a 400 with field errors', async () => {
    const cases: [string, string][] = [
      ['', 'non_field_errors'],
      [`session=${room}&guest=${guest}`, 'non_field_errors'],
      [`session=${room}&page_size=51`, 'page_size'],
      [`session=${room}&page_size=0`, 'page_size'],
      [`session=${room}&kinds=message`, 'kinds'],
      [`session=${room}&ordering=sideways`, 'ordering'],
      [`session=${room}&cutoff_datetime=hier`, 'cutoff_datetime'],
      ['session=pas-un-uuid', 'session'],
    ];
    for (const [query, field] of cases) {
      const answer = await events(query);
      assert.equal(answer.status, 400, query);
      assert.ok(Array.isArray(answer.body[field]), `${query}: ${JSON.stringify(answer.body)}`);
    }
  });

  test('other skills and companies see nothing of it; signed out is 401', async () => {
    for (const query of [`session=${room}`, `guest=${guest}`]) {
      assert.equal((await events(query, tokens.agent2)).status, 404, query);
      assert.equal((await events(query, tokens.other)).status, 404, query);
    }
    const [closed] = (await page(`session=${room}`)).events;
    assert.equal((await events(`id=${closed?.id}`, tokens.other)).status, 404);
    assert.equal((await events(`session=00000000-0000-4000-8000-000000000000`)).status, 404);
    assert.equal((await events(`session=${room}`, '')).status, 401);
    assert.deepEqual(kinds(await page(`session=${room}`, tokens.manager)), [
      'session_closed',
      'session_taken',
    ]);
  });
});
