import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Message } from '@omnicanal/api';
import { login, startTestServer, type TestServer, type TestSocket } from '../test/helpers.ts';
import { agentSocket, openVisitor } from '../test/rooms.ts';

let server: TestServer;
let agent: TestSocket;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  agent = await agentSocket(server, await login(server.url, 'agent@demo.test'));
});
after(async () => {
  await agent.close();
  await server.stop();
});

type Visitor = Awaited<ReturnType<typeof openVisitor>>;

const SLOT = { start: '2030-01-07T09:00:00.000Z', end: '2030-01-07T09:30:00.000Z' };
const CARDS: Record<string, Record<string, unknown>> = {
  authentication: { title: 'Identifiez-vous' },
  timeslots: { title: 'Vos créneaux', slots: [SLOT] },
  callback: { title: 'On vous rappelle' },
  payment: { amount: 20, currency: 'EUR' },
};

/** A visitor whose room the demo agent holds, and the agent's card of each answerable kind. */
async function roomWithCards(name: string): Promise<{ visitor: Visitor; cards: Record<string, Message> }> {
  const visitor = await openVisitor(server, 1, name);
  await agent.call('take_room', { room: visitor.uuid });
  const cards: Record<string, Message> = {};
  for (const [kind, data] of Object.entries(CARDS))
    cards[kind] = await agent.call<Message>('room_event', { room: visitor.uuid, kind, data });
  return { visitor, cards };
}

const answer = (visitor: Visitor, invitation: string, kind: string, data: Record<string, unknown>) =>
  visitor.socket.request('answer_room_event', { invitation, kind, data });

const answersStored = async (uuid: string) =>
  Number(
    (
      await server.context.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('room_uuid', '=', uuid)
        .where('kind', '=', 'visitor')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('guests socket: answer_room_event', () => {
  test('each card is answered once; the agent sees the answer; a second answer is already_exists', async () => {
    const { visitor, cards } = await roomWithCards('Réponses');
    const auth = cards.authentication?.rich_content as { uuid: string };
    const answers: [string, Record<string, unknown>, Record<string, unknown>][] = [
      ['authentication', { uuid: auth.uuid }, {}],
      ['timeslots', { slot: SLOT }, { slot: SLOT }],
      ['callback', { phone_number: '+33 6 12 34 56 78' }, { phone_number: '+33 6 12 34 56 78' }],
      ['payment', { status: 'paid' }, { status: 'paid' }],
    ];
    for (const [kind, data, shown] of answers) {
      const invitation = cards[kind]?.event ?? '';
      const first = await answer(visitor, invitation, kind, data);
      assert.equal(first.type, 'response', `${kind}: ${JSON.stringify(first)}`);
      const stored = first.data as Message;
      assert.equal(stored.kind, 'visitor');
      assert.deepEqual(stored.rich_content, {
        type: 'room_event_answer',
        invitation,
        kind,
        slot: null,
        phone_number: null,
        status: null,
        ...shown,
      });
      const seen = await agent.next(
        (f) => f.kind === 'message' && (f.data as Message).event === stored.event,
      );
      assert.equal((seen.data as Message).rich_content.type, 'room_event_answer');

      const again = await answer(visitor, invitation, kind, data);
      assert.equal(again.type, 'error');
      assert.equal(again.code, 'already_exists', kind);
    }
    assert.equal(await answersStored(visitor.uuid), 4);
    await agent.request('close_room', { room: visitor.uuid });
    await visitor.socket.close();
  });

  test('a card of another room, of another kind, or an answer that does not fit it is refused and nothing is stored', async () => {
    const mine = await roomWithCards('Moi');
    await agent.request('close_room', { room: mine.visitor.uuid });
    // Closed rooms take no answer.
    const closed = await answer(mine.visitor, mine.cards.payment?.event ?? '', 'payment', { status: 'paid' });
    assert.equal(closed.code, 'room_closed');

    const { visitor, cards } = await roomWithCards('Autre');
    const auth = cards.authentication?.rich_content as { uuid: string };
    const refusals: [string, string, Record<string, unknown>, string][] = [
      // Another room's card answers like a missing one.
      [mine.cards.callback?.event ?? '', 'callback', { phone_number: '0612345678' }, 'not_found'],
      ['no-such-message', 'payment', { status: 'paid' }, 'not_found'],
      [cards.callback?.event ?? '', 'payment', { status: 'paid' }, 'bad_rich_content'],
      [cards.timeslots?.event ?? '', 'authentication', { uuid: auth.uuid }, 'bad_rich_content'],
      [cards.authentication?.event ?? '', 'authentication', { uuid: 'another' }, 'bad_rich_content'],
      [
        cards.timeslots?.event ?? '',
        'timeslots',
        { slot: { start: '2030-01-07T10:00:00.000Z', end: '2030-01-07T10:30:00.000Z' } },
        'bad_rich_content',
      ],
      [cards.callback?.event ?? '', 'callback', { phone_number: 'call me' }, 'bad_rich_content'],
      [cards.payment?.event ?? '', 'payment', { status: 'refunded' }, 'bad_rich_content'],
    ];
    for (const [invitation, kind, data, code] of refusals) {
      const refused = await answer(visitor, invitation, kind, data);
      assert.equal(refused.type, 'error', JSON.stringify([invitation, kind, data]));
      assert.equal(refused.code, code, JSON.stringify([kind, data, refused]));
    }
    // A visitor's own message is no invitation.
    const own = await visitor.socket.call<Message>('send_message', {
      rich_content: { type: 'txt', text: 'Bonjour' },
      client_id: 'c-own-message',
    });
    assert.equal((await answer(visitor, own.event, 'payment', { status: 'paid' })).code, 'not_found');
    assert.equal(await answersStored(visitor.uuid), 1);
    assert.equal(await answersStored(mine.visitor.uuid), 0);
    await agent.request('close_room', { room: visitor.uuid });
    await Promise.all([visitor.socket.close(), mine.visitor.socket.close()]);
  });
});
