import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { GuestHistory, GuestSession } from '@omnicanal/api';
import { SignJWT } from 'jose';
import * as v from 'valibot';
import { api, clientId, login, type TestServer, TestSocket, txt } from '../test/helpers.ts';
import { agentSocket } from '../test/rooms.ts';
import { renewIdentitySecret } from './identity.ts';
import { guestsWorld } from './testing.ts';

/*
 * An identified visitor's earlier conversations: only their own guest's closed ones, newest first
 * with their last line; never another visitor's or another company's; nothing without a valid
 * signed identity.
 */

let server: TestServer;
let secret: string;
let otherSecret: string;
let otherSkill: number;

before(async () => {
  const world = await guestsWorld();
  server = world.server;
  otherSkill = world.otherSkill;
  const db = server.context.db;
  const demo = await db
    .selectFrom('skills')
    .select('company_id')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  secret = (await renewIdentitySecret(db, demo.company_id)).secret ?? '';
  const other = await db
    .selectFrom('skills')
    .select('company_id')
    .where('id', '=', otherSkill)
    .executeTakeFirstOrThrow();
  otherSecret = (await renewIdentitySecret(db, other.company_id)).secret ?? '';
});
after(() => server.stop());

const sign = (sub: string, key = secret) =>
  new SignJWT({ sub })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('10m')
    .sign(new TextEncoder().encode(key));

/** A conversation of `sub` on Support, with one visitor line, closed by the agent when `close`. */
async function converse(sub: string, text: string, close = true) {
  const opened = await api(server.url, '/api/guests/sessions', {
    body: { skill: 1, identity: await sign(sub) },
  });
  assert.equal(opened.status, 201, JSON.stringify(opened.body));
  const session = v.parse(GuestSession, opened.body);
  const socket = await TestSocket.open(server.wsUrl('/api/guests/ws', session.token));
  await socket.call('send_message', { rich_content: txt(text), client_id: clientId() });
  await socket.close();
  if (close) {
    const agent = await agentSocket(server, await login(server.url, 'agent@demo.test'));
    await agent.call('take_room', { room: session.room.uuid });
    await agent.call('close_room', { room: session.room.uuid, extras: { contact_reason: 'info' } });
    await agent.close();
  }
  return session.room.uuid;
}

const history = async (skill: number, identity: string | undefined) =>
  api(server.url, '/api/guests/history', { body: { skill, ...(identity ? { identity } : {}) } });

describe("an identified visitor's earlier conversations", () => {
  test('their own closed conversations, newest first, with the last line; not the open one', async () => {
    const first = await converse('client-1', 'Ma première question');
    const second = await converse('client-1', 'Une autre question');
    const open = await converse('client-1', 'Toujours ouverte', false);
    await converse('client-2', 'Le voisin');
    const answer = await history(1, await sign('client-1'));
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const { conversations } = v.parse(GuestHistory, answer.body);
    assert.deepEqual(
      conversations.map((c) => c.uuid),
      [second, first],
    );
    assert.ok(!conversations.some((c) => c.uuid === open));
    assert.equal(conversations[0]?.last_message, 'Une autre question');
    assert.ok(conversations.every((c) => c.closed_at));
  });

  test('a visitor with no closed conversation has none; without a valid identity nothing is read', async () => {
    const none = v.parse(GuestHistory, (await history(1, await sign('client-new'))).body);
    assert.deepEqual(none.conversations, []);
    assert.equal((await history(1, undefined)).status, 400);
    const forged = await history(1, await sign('client-1', 'not-the-secret-of-this-company-at-all'));
    assert.equal(forged.status, 403);
    assert.equal(forged.body.error, 'invalid_identity');
  });

  test("another company's identity reads nothing of this company, even for the same site id", async () => {
    const theirs = await history(otherSkill, await sign('client-1', otherSecret));
    assert.equal(theirs.status, 200);
    assert.deepEqual(v.parse(GuestHistory, theirs.body).conversations, []);
    // Their secret does not open this company's history.
    assert.equal((await history(1, await sign('client-1', otherSecret))).status, 403);
  });
});
