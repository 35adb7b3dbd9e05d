import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Message, Room, User } from '@omnicanal/api';
import { createCompany, createUser } from '../core/repo.ts';
import { api, login, startTestServer, type TestServer, type TestSocket } from '../test/helpers.ts';
import { agentSocket, listUuids, messageEvent, openVisitor, roomUpdate } from '../test/rooms.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const sockets: Record<string, TestSocket> = {};
let agent2Uuid = '';

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  for (const who of ['agent', 'agent2', 'manager']) {
    tokens[who] = await login(server.url, `${who}@demo.test`);
    sockets[who] = await agentSocket(server, tokens[who] as string);
  }
  agent2Uuid = ((await api(server.url, '/api/core/user/account', { token: tokens.agent2 })).body as User)
    .uuid;
});
after(async () => {
  for (const socket of Object.values(sockets)) await socket.close();
  await server.stop();
});

const s = (who: string) => sockets[who] as TestSocket;

/** A Support room taken by agent@. */
async function runningRoom(name: string) {
  const visitor = await openVisitor(server, 1, name);
  await s('agent').call('take_room', { room: visitor.uuid });
  await s('agent').next(roomUpdate(visitor.uuid, 'running'));
  return visitor;
}

describe('transfer_room', () => {
  test('to a skill: it waits in that skill, leaves its agent and those without the skill', async () => {
    const visitor = await runningRoom('Sami');
    const room = await s('agent').call<Room>('transfer_room', { room: visitor.uuid, skill: 2 });
    assert.equal(room.status, 'transferred');
    // Sales (agent2) sees it arrive in the waiting list, with the transfer line.
    const arrived = (await s('agent2').next(roomUpdate(visitor.uuid, 'transferred'))).data as Room;
    assert.equal(arrived.skill, 2);
    assert.equal(arrived.agent, null);
    const line = (await s('agent2').next(messageEvent(visitor.uuid, 'session_transferred_skill')))
      .data as Message;
    assert.equal(line.kind, 'event');
    assert.ok((await listUuids(s('agent2'), 'waiting')).includes(visitor.uuid));
    // The previous agent (Support only) hears that it left, and can no longer see it.
    await s('agent').next(roomUpdate(visitor.uuid, 'transferred'));
    assert.ok(!(await listUuids(s('agent'), 'running')).includes(visitor.uuid));
    assert.ok(!(await listUuids(s('agent'), 'waiting')).includes(visitor.uuid));
    assert.equal((await s('agent').request('get_room', { uuid: visitor.uuid })).code, 'not_found');
    // agent2 takes it like any waiting room.
    await s('agent2').call('take_room', { room: visitor.uuid });
    await s('agent2').next(roomUpdate(visitor.uuid, 'running'));
    await visitor.socket.close();
  });

  test("to a skill: the visitor gets that skill's waiting message after the transfer line", async () => {
    const waiting = 'Un conseiller Ventes va vous répondre.';
    await server.context.db
      .updateTable('skills')
      .set({ messages: JSON.stringify({ waiting }) })
      .where('id', '=', 2)
      .execute();
    try {
      const visitor = await runningRoom('Lou');
      await s('agent').call<Room>('transfer_room', { room: visitor.uuid, skill: 2 });
      const line = (await visitor.socket.next(messageEvent(visitor.uuid, waiting))).data as Message;
      assert.equal(line.kind, 'bot');
      await visitor.socket.close();
    } finally {
      await server.context.db
        .updateTable('skills')
        .set({ messages: JSON.stringify({}) })
        .where('id', '=', 2)
        .execute();
    }
  });

  test('to an agent: it waits for that agent only, who then takes it', async () => {
    const visitor = await runningRoom('Tara');
    await s('agent').call('transfer_room', { room: visitor.uuid, to_agent: agent2Uuid });
    const arrived = (await s('agent2').next(roomUpdate(visitor.uuid, 'transferred'))).data as Room;
    assert.equal(arrived.agent?.uuid, agent2Uuid);
    assert.equal(arrived.skill, 1);
    await s('agent2').next(messageEvent(visitor.uuid, 'session_transferred_agent'));
    assert.ok((await listUuids(s('agent2'), 'waiting')).includes(visitor.uuid));
    // Someone else of the skill cannot take a room meant for agent2.
    assert.equal((await s('agent').request('take_room', { room: visitor.uuid })).code, 'room_not_yours');
    const taken = await s('agent2').call<Room>('take_room', { room: visitor.uuid });
    assert.equal(taken.status, 'running');
    assert.equal(taken.agent?.uuid, agent2Uuid);
    await visitor.socket.close();
  });

  test('refusals: no target, unknown agent, another company, a full agent, not the room agent', async () => {
    const visitor = await runningRoom('Ugo');
    const code = async (who: string, payload: Record<string, unknown>) =>
      (await s(who).request('transfer_room', { room: visitor.uuid, ...payload })).code;
    assert.equal(await code('agent', {}), 'skill_or_agent_required');
    assert.equal(await code('agent', { to_agent: randomUUID() }), 'unable_to_find_user');
    const other = await createCompany(server.context.db, { name: 'Autre' });
    const stranger = await createUser(server.context.db, {
      companyId: other.id,
      email: `x-${randomUUID()}@autre.test`,
      password: 'Autre-password-2026!',
      firstName: 'X',
      lastName: 'Y',
      role: 'agent',
    });
    assert.equal(await code('agent', { to_agent: stranger.uuid }), 'unable_to_find_user');
    await server.context.db
      .updateTable('users')
      .set({ max_rooms: 0 })
      .where('uuid', '=', agent2Uuid)
      .execute();
    try {
      assert.equal(await code('agent', { to_agent: agent2Uuid }), 'transfer_max_rooms_reached');
    } finally {
      await server.context.db
        .updateTable('users')
        .set({ max_rooms: 5 })
        .where('uuid', '=', agent2Uuid)
        .execute();
    }
    // A manager may transfer any room they see; another agent may not.
    const waiting = await openVisitor(server, 1, 'Vera');
    assert.equal(
      (await s('agent').request('transfer_room', { room: waiting.uuid, skill: 2 })).code,
      'room_not_yours',
    );
    const moved = await s('manager').call<Room>('transfer_room', { room: waiting.uuid, skill: 2 });
    assert.equal(moved.skill, 2);
    // The room that failed to move is unchanged.
    assert.equal((await s('agent').call<Room>('get_room', { uuid: visitor.uuid })).status, 'running');
    await visitor.socket.close();
    await waiting.socket.close();
  });
});
