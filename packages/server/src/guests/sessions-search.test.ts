import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { SessionSearchResponse, User } from '@omnicanal/api';
import { createCompany, createSkill } from '../core/repo.ts';
import {
  api,
  clientId,
  signInDemo,
  startTestServer,
  type TestServer,
  type TestSocket,
  txt,
} from '../test/helpers.ts';
import { agentSocket, openVisitor, roomUpdate } from '../test/rooms.ts';
import { containsPattern, foldText } from './sessions-search.ts';

/*
 * Rooms: Élodie (Support, waiting, asks about her "commande"), Marc (Sales, waiting, about a
 * "facture"), Zoé (Support, taken and closed by agent@), and a room of another company whose
 * visitor is also called Élodie.
 */
let server: TestServer;
const tokens: Record<string, string> = {};
const sockets: Record<string, TestSocket> = {};
const rooms: Record<string, string> = {};
let agentUuid = '';

async function room(skill: number, name: string, text: string) {
  const visitor = await openVisitor(server, skill, name);
  await visitor.socket.call('send_message', { rich_content: txt(text), client_id: clientId() });
  await visitor.socket.close();
  return visitor.uuid;
}

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  Object.assign(tokens, await signInDemo(server, 'agent', 'agent2', 'manager', 'admin'));
  sockets.agent = await agentSocket(server, tokens.agent as string);
  agentUuid = ((await api(server.url, '/api/core/user/account', { token: tokens.agent })).body as User).uuid;
  rooms.elodie = await room(1, 'Élodie Durand', 'Ma commande n’est pas arrivée');
  rooms.marc = await room(2, 'Marc Petit', 'Une question sur ma facture');
  rooms.zoe = await room(1, 'Zoé Martin', 'Merci');
  const agent = sockets.agent as TestSocket;
  await agent.call('take_room', { room: rooms.zoe });
  await agent.next(roomUpdate(rooms.zoe as string, 'running'));
  await agent.call('send_message', {
    room: rooms.zoe,
    rich_content: txt('Avec plaisir'),
    client_id: clientId(),
  });
  await agent.call('close_room', { room: rooms.zoe });
  const other = await createCompany(server.context.db, { name: 'Other' });
  rooms.stranger = await room(
    await createSkill(server.context.db, other.id, 'Elsewhere'),
    'Élodie Autre',
    'Salut',
  );
});
after(async () => {
  for (const socket of Object.values(sockets)) await socket.close();
  await server.stop();
});

async function search(who: string, body: Record<string, unknown>) {
  const { status, body: answer } = await api(server.url, '/api/guests/sessions/search', {
    body,
    token: tokens[who],
  });
  assert.equal(status, 200, JSON.stringify(answer));
  return answer as unknown as SessionSearchResponse;
}
const ids = (answer: SessionSearchResponse) => answer.sessions.map((s) => s.id);

describe('POST /api/guests/sessions/search', () => {
  test('matches the visitor name without case or accents, and the message text', async () => {
    assert.deepEqual(ids(await search('agent', { query: 'ELODIE' })), [rooms.elodie]);
    assert.deepEqual(ids(await search('agent', { query: 'commande' })), [rooms.elodie]);
    assert.deepEqual(ids(await search('admin', { query: 'zoe' })), [rooms.zoe]);
    assert.deepEqual(ids(await search('agent', { query: 'plaisir' })), [rooms.zoe]);
    assert.deepEqual(ids(await search('agent', { query: '%' })), []);
  });

  test('a result carries the fields of spec 000 §3', async () => {
    const [zoe] = (await search('agent', { query: 'zoé' })).sessions;
    assert.ok(zoe);
    assert.equal(zoe.state, 'closed');
    assert.deepEqual(zoe.agent, { uuid: agentUuid, full_name: 'Alice Agent' });
    assert.equal(zoe.transferred_agent, null);
    assert.equal(zoe.guest_full_name, 'Zoé Martin');
    assert.deepEqual(zoe.skill, { id: 1, label: 'Support', alert_short_late: false });
    assert.deepEqual(zoe.last_message?.rich_content, txt('Avec plaisir'));
    assert.equal(typeof zoe.created_at, 'string');
    assert.equal(typeof zoe.last_waiting_time, 'string');
    assert.equal(zoe.guest_idle, false);
  });

  test('visibility: own skills only; closed rooms of a skill for managers, own ones for agents', async () => {
    assert.deepEqual(ids(await search('agent', { query: 'facture' })), []);
    assert.deepEqual(ids(await search('agent2', { query: 'facture' })), [rooms.marc]);
    assert.deepEqual(ids(await search('agent2', { query: 'zoe' })), []);
    assert.deepEqual(ids(await search('manager', { state: 'closed' })), [rooms.zoe]);
    assert.deepEqual(ids(await search('agent', { state: 'closed' })), [rooms.zoe]);
    const all = await search('admin', {});
    assert.equal(all.total_sessions, 3);
    assert.ok(!ids(all).includes(rooms.stranger as string));
  });

  test('filters: state (auto_closed is closed), skill, agent, creation range', async () => {
    assert.deepEqual(ids(await search('admin', { state: 'auto_closed' })), [rooms.zoe]);
    assert.deepEqual(
      new Set(ids(await search('admin', { state: 'waiting' }))),
      new Set([rooms.elodie, rooms.marc]),
    );
    assert.deepEqual(ids(await search('admin', { skill: 2 })), [rooms.marc]);
    assert.deepEqual(ids(await search('admin', { agent: agentUuid })), [rooms.zoe]);
    assert.equal(
      (await search('admin', { dt_gt: new Date(Date.now() + 60_000).toISOString() })).total_sessions,
      0,
    );
    assert.equal(
      (await search('admin', { dt_lt: new Date(Date.now() + 60_000).toISOString() })).total_sessions,
      3,
    );
  });

  test('paging: newest first, total and has_more', async () => {
    const first = await search('admin', { limit: 2, offset: 0 });
    assert.deepEqual(ids(first), [rooms.zoe, rooms.marc]);
    assert.equal(first.total_sessions, 3);
    assert.equal(first.has_more, true);
    const second = await search('admin', { limit: 2, offset: 2 });
    assert.deepEqual(ids(second), [rooms.elodie]);
    assert.equal(second.has_more, false);
  });

  test('refused: no token, a page over 50, an unknown state, a skill no database holds', async () => {
    assert.equal((await api(server.url, '/api/guests/sessions/search', { body: {} })).status, 401);
    for (const body of [
      { limit: 51 },
      { state: 'lost' },
      { dt_gt: 'yesterday' },
      { skill: 1e308 },
      { skill: 2 ** 31 },
    ]) {
      const { status, body: answer } = await api(server.url, '/api/guests/sessions/search', {
        body,
        token: tokens.admin,
      });
      assert.equal(status, 400, JSON.stringify(body));
      assert.equal(answer.error, 'invalid_payload');
    }
  });
});

describe('search text', () => {
  test('folds case and accents; LIKE wildcards are literal', () => {
    assert.equal(foldText('Élodie ÇA Œuvre'), 'elodie ca ouvre');
    assert.equal(containsPattern('50%_x'), '%50\\%\\_x%');
  });
});
