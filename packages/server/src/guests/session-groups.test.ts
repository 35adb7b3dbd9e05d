import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Room, SessionGroupGuest } from '@omnicanal/api';
import { api, type TestServer, type TestSocket } from '../test/helpers.ts';
import { agentSocket, openVisitor } from '../test/rooms.ts';
import { guestsWorld } from './testing.ts';

let server: TestServer;
let tokens: Record<string, string>;
let otherSkill: number;
let agent: TestSocket;

before(async () => {
  ({ server, tokens, otherSkill } = await guestsWorld());
  agent = await agentSocket(server, tokens.agent as string);
});
after(async () => {
  await agent.close();
  await server.stop();
});

const path = (group: string) => `/api/guests/session-groups/${group}/guests`;
const read = (group: string, token = tokens.agent) => api(server.url, path(group), { token });
const add = (group: string, body: unknown, token = tokens.agent) =>
  api(server.url, path(group), { token, body });

/** A Support conversation: its session group id, room uuid and guest uuid. */
async function conversation(skill = 1, name = 'Visiteur') {
  const visitor = await openVisitor(server, skill, name);
  await visitor.socket.close();
  const room = await server.context.db
    .selectFrom('rooms')
    .innerJoin('guests', 'guests.id', 'rooms.guest_id')
    .select(['rooms.session_group_id', 'guests.uuid as guest'])
    .where('rooms.uuid', '=', visitor.uuid)
    .executeTakeFirstOrThrow();
  return { room: visitor.uuid, group: room.session_group_id, guest: room.guest };
}

const stored = async (group: string) =>
  (
    await server.context.db
      .selectFrom('session_group_guests')
      .select('guest_id')
      .where('session_group_id', '=', group)
      .execute()
  ).length;

describe('GET /session-groups/{id}/guests', () => {
  test("lists the visitor with the room's agent once taken", async () => {
    const { room, group, guest } = await conversation(1, 'Léa Dupont');
    const before = await read(group);
    assert.equal(before.status, 200, JSON.stringify(before.body));
    const [visitor] = before.body as unknown as SessionGroupGuest[];
    assert.deepEqual(
      { ...visitor, created_at: undefined },
      {
        session_group_id: group,
        guest_id: guest,
        guest_name: 'Léa Dupont',
        kind: 'visitor',
        skill_id: 1,
        agent_id: null,
        agent_name: null,
        agent_email: null,
        created_at: undefined,
      },
    );
    await agent.call<Room>('take_room', { room });
    const [taken] = (await read(group)).body as unknown as SessionGroupGuest[];
    assert.equal(taken?.agent_name, 'Alice Agent');
    assert.equal(taken?.agent_email, 'agent@demo.test');
  });

  test('other skills, other companies and unknown groups read as missing; signed out is 401', async () => {
    const { group } = await conversation(1);
    assert.equal((await read(group, tokens.agent2)).status, 404);
    assert.equal((await read(group, tokens.other)).status, 404);
    assert.equal((await read('00000000-0000-4000-8000-000000000000')).status, 404);
    assert.equal((await api(server.url, path(group))).status, 401);
    assert.equal((await read(group, tokens.admin)).status, 200);
  });
});

describe('POST /session-groups/{id}/guests', () => {
  test("the room's agent adds a guest of the company; the list then shows them", async () => {
    const { room, group } = await conversation(1, 'Titulaire');
    const joining = await conversation(1, 'Conjoint');
    await agent.call<Room>('take_room', { room });
    const added = await add(group, { guest_id: joining.guest });
    assert.equal(added.status, 201, JSON.stringify(added.body));
    assert.equal(added.body.kind, 'participant');
    assert.equal(added.body.guest_name, 'Conjoint');
    assert.equal(added.body.agent_name, 'Alice Agent');
    const list = (await read(group)).body as unknown as SessionGroupGuest[];
    assert.deepEqual(
      list.map((g) => [g.guest_name, g.kind]),
      [
        ['Titulaire', 'visitor'],
        ['Conjoint', 'participant'],
      ],
    );

    const again = await add(group, { guest_id: joining.guest });
    assert.equal(again.status, 409);
    assert.equal(again.body.error, 'already_exists');
    const [visitor] = (await read(group)).body as unknown as SessionGroupGuest[];
    const self = await add(group, { guest_id: visitor?.guest_id });
    assert.equal(self.status, 409);
    assert.equal(await stored(group), 1);
  });

  test('bad input is a 400 with field errors and nothing is stored', async () => {
    const { room, group } = await conversation(1);
    await agent.call<Room>('take_room', { room });
    const cases: [unknown, string][] = [
      [{}, 'guest_id'],
      [{ guest_id: 'pas-un-uuid' }, 'guest_id'],
      [{ guest_id: '00000000-0000-4000-8000-000000000000', kind: 'visitor' }, 'kind'],
    ];
    for (const [body, field] of cases) {
      const answer = await add(group, body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.ok(Array.isArray(answer.body[field]), JSON.stringify(answer.body));
    }
    // A guest of another company is no guest of this one.
    const theirs = await conversation(otherSkill);
    const foreign = await add(group, { guest_id: theirs.guest });
    assert.equal(foreign.status, 400);
    assert.deepEqual(foreign.body.guest_id, ['not_found']);
    assert.equal(await stored(group), 0);
  });

  test("who may add: the room's agent or a manager; others are refused, closed rooms too", async () => {
    const { room, group } = await conversation(1);
    const joining = await conversation(1);
    // Nobody holds the waiting room: an agent of the skill may not, a manager may.
    const refused = await add(group, { guest_id: joining.guest });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error, 'room_not_yours');
    assert.equal((await add(group, { guest_id: joining.guest }, tokens.agent2)).status, 404);
    assert.equal((await add(group, { guest_id: joining.guest }, tokens.other)).status, 404);
    assert.equal((await api(server.url, path(group), { body: { guest_id: joining.guest } })).status, 401);
    assert.equal(await stored(group), 0);
    assert.equal((await add(group, { guest_id: joining.guest }, tokens.manager)).status, 201);

    await agent.call<Room>('take_room', { room });
    await agent.call<Room>('close_room', { room, extras: null });
    const late = await conversation(1);
    const closed = await add(group, { guest_id: late.guest });
    assert.equal(closed.status, 409);
    assert.equal(closed.body.error, 'room_closed');
    assert.equal(await stored(group), 1);
  });
});
