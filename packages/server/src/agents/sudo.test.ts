import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Room } from '@omnicanal/api';
import { createCompany, createSkill } from '../core/repo.ts';
import { login, startTestServer, type TestServer } from '../test/helpers.ts';
import { agentSocket, openVisitor } from '../test/rooms.ts';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.stop());

describe('get_room {sudo} (spec 000 §7)', () => {
  test('a manager reads a room of a skill they lack only with sudo; an agent may not sudo; another company stays unseen', async () => {
    const db = server.context.db;
    const demo = await db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow();
    const billing = await createSkill(db, demo.id, 'Facturation');
    const visitor = await openVisitor(server, billing, 'Inès');

    const manager = await agentSocket(server, await login(server.url, 'manager@demo.test'));
    const plain = await manager.request('get_room', { uuid: visitor.uuid });
    assert.equal(plain.code, 'not_found', 'the skill is not the manager’s');
    const read = await manager.call<Room>('get_room', { uuid: visitor.uuid, sudo: true });
    assert.equal(read.uuid, visitor.uuid);
    assert.equal(read.skill, billing);
    const take = await manager.request('take_room', { room: visitor.uuid });
    assert.equal(take.code, 'not_found', 'sudo reads; it does not open actions');

    const agent = await agentSocket(server, await login(server.url, 'agent@demo.test'));
    const refused = await agent.request('get_room', { uuid: visitor.uuid, sudo: true });
    assert.equal(refused.code, 'permission_denied');

    const other = await createCompany(db, { name: 'Autre société' });
    const foreignSkill = await createSkill(db, other.id, 'Support');
    const foreign = await openVisitor(server, foreignSkill);
    const hidden = await manager.request('get_room', { uuid: foreign.uuid, sudo: true });
    assert.equal(hidden.code, 'not_found');

    for (const socket of [manager, agent, visitor.socket, foreign.socket]) await socket.close();
  });
});
