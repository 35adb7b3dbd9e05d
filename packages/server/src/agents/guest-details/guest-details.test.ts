import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { GuestInfo, GuestSessionsPage, Room } from '@omnicanal/api';
import { sql } from 'kysely';
import { guestsWorld } from '../../guests/testing.ts';
import { api, clientId, type TestServer, type TestSocket, txt } from '../../test/helpers.ts';
import { agentSocket, messageEvent, openVisitor, roomUpdate } from '../../test/rooms.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
let agent: TestSocket;
let manager: TestSocket;

before(async () => {
  // The demo company signed in, and a second company whose admin sees nothing of the demo's.
  const world = await guestsWorld();
  server = world.server;
  Object.assign(tokens, world.tokens);
  agent = await agentSocket(server, tokens.agent as string);
  manager = await agentSocket(server, tokens.manager as string);
});
after(async () => {
  await agent.close();
  await manager.close();
  await server.stop();
});

const guestOf = async (room: string, token = tokens.agent) =>
  api(server.url, `/api/agents/rooms/${room}/guest`, { token });
const infoPath = (guest: string) => `/api/agents/guests/${guest}/info`;

describe('extra data keys', () => {
  test("a console user reads their company's keys; signed out is 401", async () => {
    const { status, body } = await api(server.url, '/api/guests/extra-data-keys', { token: tokens.agent });
    assert.equal(status, 200);
    assert.deepEqual(body, [
      { key: 'numero_client', label: 'Numéro client' },
      { key: 'commande', label: 'Commande' },
    ]);
    const other = await api(server.url, '/api/guests/extra-data-keys', { token: tokens.other });
    assert.deepEqual(other.body, []);
    assert.equal((await api(server.url, '/api/guests/extra-data-keys')).status, 401);
  });
});

describe('guest info', () => {
  test('the guest of a visible room is readable; other skills and companies see nothing', async () => {
    const visitor = await openVisitor(server, 1, 'Alice Martin');
    const { status, body } = await guestOf(visitor.uuid);
    assert.equal(status, 200, JSON.stringify(body));
    const info = body as unknown as GuestInfo;
    assert.equal(info.full_name, 'Alice Martin');
    assert.deepEqual(info.extra, {});
    const read = await api(server.url, infoPath(info.guest), { token: tokens.agent });
    assert.deepEqual(read.body, body);
    // agent2 has Sales only; the other company's admin is of another company.
    for (const who of ['agent2', 'other']) {
      assert.equal((await guestOf(visitor.uuid, tokens[who])).status, 404, who);
      const answer = await api(server.url, infoPath(info.guest), { token: tokens[who] });
      assert.equal(answer.status, 404, who);
      assert.equal(answer.body.error, 'not_found');
    }
    assert.equal((await api(server.url, infoPath(info.guest))).status, 401);
    await visitor.socket.close();
  });

  test('a save changes the guest and the open room, which every console hears about', async () => {
    const visitor = await openVisitor(server, 1, 'Bruno');
    await agent.call('take_room', { room: visitor.uuid });
    const guest = ((await guestOf(visitor.uuid)).body as unknown as GuestInfo).guest;
    const saved = await api(server.url, infoPath(guest), {
      token: tokens.agent,
      body: {
        full_name: 'Bruno Petit',
        email: ' Bruno@Example.COM ',
        phone_number: '+33 6 12 34 56 78',
        extra: { numero_client: 'C-42', commande: '' },
        note: 'Client fidèle',
      },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.email, 'bruno@example.com');
    assert.deepEqual(saved.body.extra, { numero_client: 'C-42' });
    assert.equal(saved.body.note, 'Client fidèle');

    const update = (
      await manager.next(
        (f) => roomUpdate(visitor.uuid)(f) && (f.data as Room).infos.email === 'bruno@example.com',
      )
    ).data as Room;
    assert.equal(update.infos.full_name, 'Bruno Petit');
    assert.equal(update.infos.name, 'Bruno Petit');
    assert.equal(update.infos.phone_number, '+33 6 12 34 56 78');
    assert.deepEqual(update.infos.extra, { numero_client: 'C-42' });
    const reread = await api(server.url, infoPath(guest), { token: tokens.manager });
    assert.deepEqual(reread.body, saved.body);

    // A field left out stays; an empty one is cleared.
    const partial = await api(server.url, infoPath(guest), { token: tokens.agent, body: { note: '' } });
    assert.equal(partial.body.email, 'bruno@example.com');
    assert.equal(partial.body.note, null);
    assert.deepEqual(partial.body.extra, { numero_client: 'C-42' });
    await visitor.socket.close();
  });

  test('bad fields are 400 with each field named, and nothing is saved', async () => {
    const visitor = await openVisitor(server, 1, 'Chloé');
    const guest = ((await guestOf(visitor.uuid)).body as unknown as GuestInfo).guest;
    const bad = await api(server.url, infoPath(guest), {
      token: tokens.agent,
      body: { full_name: 'Chloé D', email: 'pas-un-email', phone_number: 'abc', note: 'x'.repeat(2001) },
    });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error, 'invalid_payload');
    assert.deepEqual(bad.body.email, ['invalid_email']);
    assert.deepEqual(bad.body.phone_number, ['invalid_phone']);
    assert.deepEqual(bad.body.note, ['max_length_exceeded']);
    const unknownKey = await api(server.url, infoPath(guest), {
      token: tokens.agent,
      body: { full_name: 'Chloé D', extra: { mot_de_passe: 'secret' } },
    });
    assert.equal(unknownKey.status, 400);
    assert.deepEqual(unknownKey.body['extra.mot_de_passe'], ['unknown_key']);
    const read = await api(server.url, infoPath(guest), { token: tokens.agent });
    assert.equal(read.body.full_name, 'Chloé');
    assert.equal(read.body.email, null);
    assert.deepEqual(read.body.extra, {});
    await visitor.socket.close();
  });

  test('agents of other skills and other companies cannot save a guest', async () => {
    const visitor = await openVisitor(server, 1, 'Denis');
    const guest = ((await guestOf(visitor.uuid)).body as unknown as GuestInfo).guest;
    for (const who of ['agent2', 'other']) {
      const answer = await api(server.url, infoPath(guest), {
        token: tokens[who],
        body: { full_name: 'Pirate' },
      });
      assert.equal(answer.status, 404, who);
    }
    const read = await api(server.url, infoPath(guest), { token: tokens.admin });
    assert.equal(read.body.full_name, 'Denis');
    await visitor.socket.close();
  });
});

describe('guest sessions', () => {
  test("the guest's visible sessions, newest first, paged by cutoff", async () => {
    const first = await openVisitor(server, 1, 'Eva');
    const info = (await guestOf(first.uuid)).body as unknown as GuestInfo;
    // Later conversations of the same guest: two in Support, one in Sales.
    const later = [await openVisitor(server, 1), await openVisitor(server, 2), await openVisitor(server, 1)];
    const db = server.context.db;
    const guestId = (
      await db.selectFrom('guests').select('id').where('uuid', '=', info.guest).executeTakeFirstOrThrow()
    ).id;
    for (const [i, v] of later.entries()) {
      // created_at is never updated by the product; the test spaces the sessions a second apart.
      const created = new Date(Date.now() + (i + 1) * 1000).toISOString();
      await sql`update rooms set guest_id = ${guestId}, created_at = ${created} where uuid = ${v.uuid}`.execute(
        db,
      );
    }
    await agent.call('take_room', { room: first.uuid });
    await agent.call('send_message', {
      room: first.uuid,
      rich_content: txt('Bonjour Eva'),
      client_id: clientId(),
    });
    await agent.call('close_room', { room: first.uuid });

    const path = (query: string) => `/api/guests/guests/sessions?guest=${info.guest}&${query}`;
    const page1 = await api(server.url, path('page_size=2'), { token: tokens.agent });
    assert.equal(page1.status, 200, JSON.stringify(page1.body));
    const p1 = page1.body as unknown as GuestSessionsPage;
    // agent (Support) does not see the Sales one.
    assert.deepEqual(
      p1.sessions.map((s) => s.id),
      [later[2]?.uuid, later[0]?.uuid],
    );
    assert.equal(p1.has_more, true);
    const cutoff = p1.sessions[1]?.created_at as string;
    const p2 = (
      await api(server.url, path(`page_size=2&cutoff_datetime=${encodeURIComponent(cutoff)}`), {
        token: tokens.agent,
      })
    ).body as unknown as GuestSessionsPage;
    assert.equal(p2.has_more, false);
    assert.equal(p2.sessions.length, 1);
    const closed = p2.sessions[0];
    assert.equal(closed?.id, first.uuid);
    assert.equal(closed?.state, 'closed');
    assert.equal(closed?.agent_name, 'Alice Agent');
    assert.deepEqual(closed?.skill, { id: 1, label: 'Support' });
    assert.deepEqual(closed?.last_message?.rich_content, txt('Bonjour Eva'));

    // The room the panel is open on can be left out; an admin sees every skill.
    const all = (await api(server.url, path(`exclude=${later[2]?.uuid}`), { token: tokens.admin }))
      .body as unknown as GuestSessionsPage;
    assert.equal(all.sessions.length, 3);
    assert.ok(all.sessions.some((s) => s.skill.label === 'Sales'));

    const bad = await api(server.url, path('page_size=0&cutoff_datetime=hier'), { token: tokens.agent });
    assert.equal(bad.status, 400);
    assert.ok(Array.isArray(bad.body.page_size));
    assert.ok(Array.isArray(bad.body.cutoff_datetime));
    const otherCompany = await api(server.url, path('page_size=2'), { token: tokens.other });
    assert.equal(otherCompany.status, 404);
    for (const v of [first, ...later]) await v.socket.close();
  });
});

describe('crm_action', () => {
  test('the agent holding the room records it: crm_data, a system line and a room update', async () => {
    const visitor = await openVisitor(server, 1, 'Fanny');
    await agent.call('take_room', { room: visitor.uuid });
    const room = await agent.call<Room>('crm_action', {
      room: visitor.uuid,
      action: 'create_ticket',
      data: { ticket: 'T-7' },
    });
    const recorded = room.infos.crm_data?.create_ticket as Record<string, unknown>;
    assert.equal(recorded.ticket, 'T-7');
    await manager.next(messageEvent(visitor.uuid, 'crm_action'));
    const update = await manager.next(
      (f) => roomUpdate(visitor.uuid)(f) && Boolean((f.data as Room).infos.crm_data?.create_ticket),
    );
    assert.ok(update);
    // A manager may record one too; both actions are kept.
    const byManager = await manager.call<Room>('crm_action', {
      room: visitor.uuid,
      action: 'call_back',
      data: {},
    });
    assert.deepEqual(Object.keys(byManager.infos.crm_data ?? {}).sort(), ['call_back', 'create_ticket']);
    await visitor.socket.close();
  });

  test('others are refused: not the holder, not visible, bad payload', async () => {
    const visitor = await openVisitor(server, 1, 'Gilles');
    const waiting = await agent.request('crm_action', { room: visitor.uuid, action: 'x', data: {} });
    assert.equal(waiting.code, 'room_not_yours');
    const agent2 = await agentSocket(server, tokens.agent2 as string);
    const hidden = await agent2.request('crm_action', { room: visitor.uuid, action: 'x', data: {} });
    assert.equal(hidden.code, 'not_found');
    await agent2.close();
    const other = await agentSocket(server, tokens.other as string);
    assert.equal(
      (await other.request('crm_action', { room: visitor.uuid, action: 'x', data: {} })).code,
      'not_found',
    );
    await other.close();
    const bad = await agent.request('crm_action', { room: visitor.uuid, action: '', data: {} });
    assert.equal(bad.code, 'invalid_payload');
    await visitor.socket.close();
  });
});
