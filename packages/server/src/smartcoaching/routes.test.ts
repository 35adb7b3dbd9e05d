import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { SuggestAnswer } from '@omnicanal/api';
import { api, login, startTestServer, type TestServer, type TestSocket } from '../test/helpers.ts';
import { agentSocket, openVisitor } from '../test/rooms.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const sockets: Record<string, TestSocket> = {};

const suggest = (who: string, room: string, event: string, body: unknown) =>
  api(server.url, `/api/smartcoaching/accounts/suggest/${room}/${event}`, { body, token: tokens[who] });
const respond = (who: string, room: string, scEvent: string, body: unknown) =>
  api(server.url, `/api/smartcoaching/accounts/suggest/${room}/${scEvent}/response`, {
    body,
    token: tokens[who],
  });

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  for (const who of ['agent', 'agent2']) {
    tokens[who] = await login(server.url, `${who}@demo.test`);
    sockets[who] = await agentSocket(server, tokens[who] as string);
  }
});
after(async () => {
  for (const socket of Object.values(sockets)) await socket.close();
  await server.stop();
});

/** A Sales room (smart coaching is on for Sales in the demo) taken by agent2@. */
async function salesRoom() {
  const visitor = await openVisitor(server, 2, 'Lea');
  await (sockets.agent2 as TestSocket).call('take_room', { room: visitor.uuid });
  return visitor;
}

describe('smart coaching', () => {
  test('suggests library sentences for the visitor text, says its provider, records the one used', async () => {
    const visitor = await salesRoom();
    const asked = await suggest('agent2', visitor.uuid, 'msg-1', {
      text: 'Quel est le délai de livraison ?',
    });
    assert.equal(asked.status, 200, JSON.stringify(asked.body));
    const answer = asked.body as unknown as SuggestAnswer;
    assert.equal(answer.provider, 'local-library');
    assert.equal(answer.suggestions[0]?.text, 'Le délai de livraison habituel est de trois jours ouvrés.');
    assert.equal(answer.suggestions[0]?.index, 0);

    const used = await respond('agent2', visitor.uuid, answer.sc_event_id, {
      final_text: 'Le délai de livraison habituel est de trois jours.',
      response_index: 0,
    });
    assert.equal(used.status, 200, JSON.stringify(used.body));
    const row = await server.context.db
      .selectFrom('smartcoaching_events')
      .selectAll()
      .where('id', '=', answer.sc_event_id)
      .executeTakeFirstOrThrow();
    assert.equal(row.response_index, 0);
    assert.equal(row.final_text, 'Le délai de livraison habituel est de trois jours.');

    const beyond = await respond('agent2', visitor.uuid, answer.sc_event_id, {
      final_text: 'x',
      response_index: 9,
    });
    assert.deepEqual(beyond.body.response_index, ['unknown_suggestion']);
    assert.equal(
      (await respond('agent2', visitor.uuid, 'not-an-event', { final_text: 'x', response_index: 0 })).status,
      404,
    );
    await visitor.socket.close();
  });

  test('nothing shares a word: no suggestion rather than an invented one', async () => {
    const visitor = await salesRoom();
    const answer = (await suggest('agent2', visitor.uuid, 'm', { text: 'zzz qqq' }))
      .body as unknown as SuggestAnswer;
    assert.deepEqual(answer.suggestions, []);
    await visitor.socket.close();
  });

  test('refused without a smartcoaching skill, for unseen rooms, and for bad payloads', async () => {
    const visitor = await salesRoom();
    // agent@ has Support only, which has no smartcoaching service.
    const denied = await suggest('agent', visitor.uuid, 'm', { text: 'Bonjour' });
    assert.equal(denied.status, 403);
    assert.equal(denied.body.error, 'permission_denied');
    assert.equal((await suggest('agent2', 'no-such-room', 'm', { text: 'Bonjour' })).status, 404);
    const support = await openVisitor(server, 1, 'Hors Sales');
    assert.equal((await suggest('agent2', support.uuid, 'm', { text: 'Bonjour' })).status, 404);
    const empty = await suggest('agent2', visitor.uuid, 'm', { text: '  ' });
    assert.equal(empty.status, 400);
    assert.deepEqual(empty.body.text, ['required']);
    assert.equal(
      (
        await api(server.url, `/api/smartcoaching/accounts/suggest/${visitor.uuid}/m`, {
          body: { text: 'a' },
        })
      ).status,
      401,
    );
    await visitor.socket.close();
    await support.socket.close();
  });
});
