import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GuestSession, Message } from '@omnicanal/api';
import {
  addOwnMessage,
  applyFrame,
  applyRoomUpdate,
  applySession,
  type ConversationState,
  failStart,
  initialConversation,
  isReconnecting,
  receiveMessage,
  setConnection,
  setDelivery,
  unsent,
} from './conversation.ts';

const ROOM = 'room-1';

function message(event: string, kind: Message['kind'], text: string, extra: Partial<Message> = {}): Message {
  return {
    event,
    room: ROOM,
    kind,
    rich_content: { type: 'txt', text },
    author: kind === 'agent' ? { uuid: 'a1', name: 'Camille' } : null,
    client_id: null,
    created_at: '2026-03-01T10:00:00.000Z',
    ...extra,
  };
}

function session(extra: Partial<GuestSession> = {}): GuestSession {
  return {
    token: 'guest-token',
    room: { uuid: ROOM, status: 'waiting' },
    skill: { id: 1, name: 'Support' },
    messages: [],
    last_seq: 7,
    ...extra,
  };
}

const texts = (state: ConversationState) =>
  state.entries.map((e) => (e.content.type === 'txt' ? e.content.text : e.content.type));

describe('conversation: messages', () => {
  it('keeps a message once, however many times it arrives', () => {
    let s = applySession(initialConversation('starting'), session());
    const m = message('e1', 'agent', 'Bonjour');
    s = receiveMessage(s, m);
    s = receiveMessage(s, m);
    s = applyFrame(s, { type: 'event', seq: 9, kind: 'message', data: m });
    assert.deepEqual(texts(s), ['Bonjour']);
    assert.equal(s.entries[0]?.author, 'Camille');
  });

  it('shows an own message at once, then replaces it by the stored one with the same client id', () => {
    let s = applySession(initialConversation('starting'), session());
    s = addOwnMessage(s, 'Ma commande', 'client-1', new Date('2026-03-01T10:01:00Z'));
    assert.equal(s.entries[0]?.delivery, 'sending');
    assert.equal(unsent(s).length, 1);

    const stored = message('e2', 'visitor', 'Ma commande', { client_id: 'client-1' });
    s = receiveMessage(s, stored);
    // The echo of the same send through the socket changes nothing.
    s = applyFrame(s, { type: 'event', seq: 10, kind: 'message', data: stored });
    assert.deepEqual(texts(s), ['Ma commande']);
    assert.equal(s.entries[0]?.delivery, 'sent');
    assert.equal(s.entries[0]?.key, 'e2');
    assert.equal(unsent(s).length, 0);
  });

  it('keeps own messages on their way below what the server stored meanwhile', () => {
    let s = applySession(initialConversation('starting'), session());
    s = addOwnMessage(s, 'Un', 'c-1');
    s = addOwnMessage(s, 'Deux', 'c-2');
    s = receiveMessage(s, message('e1', 'agent', 'Réponse'));
    assert.deepEqual(texts(s), ['Réponse', 'Un', 'Deux']);
    s = receiveMessage(s, message('e2', 'visitor', 'Un', { client_id: 'c-1' }));
    assert.deepEqual(texts(s), ['Réponse', 'Un', 'Deux']);
    assert.deepEqual(
      s.entries.map((e) => e.delivery),
      ['sent', 'sent', 'sending'],
    );
  });

  it('marks a refused send as failed and lets it be sent again', () => {
    let s = addOwnMessage(applySession(initialConversation(), session()), 'Hello', 'c-1');
    s = setDelivery(s, 'c-1', 'failed');
    assert.equal(s.entries[0]?.delivery, 'failed');
    assert.equal(unsent(s)[0]?.clientId, 'c-1');
    s = setDelivery(s, 'c-1', 'sending');
    assert.equal(s.entries[0]?.delivery, 'sending');
  });

  it('ignores frames that are not messages instead of breaking', () => {
    const s = applySession(initialConversation(), session());
    assert.equal(receiveMessage(s, { event: 'x' }), s);
    assert.equal(receiveMessage(s, null), s);
    assert.equal(applyFrame(s, { type: 'event', seq: 3, kind: 'something_new', data: {} }), s);
  });

  it('resumes with the history the server kept, in its order', () => {
    const s = applySession(
      initialConversation('resuming'),
      session({
        room: { uuid: ROOM, status: 'running' },
        messages: [message('e1', 'visitor', 'Question'), message('e2', 'agent', 'Réponse')],
      }),
    );
    assert.equal(s.phase, 'active');
    assert.deepEqual(texts(s), ['Question', 'Réponse']);
  });
});

describe('conversation: room and typing', () => {
  it('says when an agent joins, once', () => {
    let s = applySession(initialConversation(), session());
    s = applyRoomUpdate(s, { uuid: ROOM, status: 'running', agent_name: 'Camille' });
    s = applyRoomUpdate(s, { uuid: ROOM, status: 'running', agent_name: 'Camille' });
    const notices = s.entries.filter((e) => e.kind === 'notice');
    assert.equal(notices.length, 1);
    assert.equal(notices[0]?.author, 'Camille');
    assert.equal(s.agentName, 'Camille');
  });

  it('leaves narration to the server when it writes its own event lines', () => {
    let s = applySession(initialConversation(), session());
    s = applyRoomUpdate(s, { uuid: ROOM, status: 'running', agent_name: 'Camille' });
    s = receiveMessage(s, message('e5', 'event', 'Camille a rejoint la conversation'));
    assert.deepEqual(
      s.entries.map((e) => e.kind),
      ['event'],
    );
    // A later transfer is narrated by the server too: no notice of our own.
    s = applyRoomUpdate(s, { uuid: ROOM, status: 'transferred', agent_name: null });
    s = applyRoomUpdate(s, { uuid: ROOM, status: 'running', agent_name: 'Louis' });
    assert.equal(s.entries.filter((e) => e.kind === 'notice').length, 0);
  });

  it('closes: no more typing, and own messages still on their way will not go', () => {
    let s = applySession(initialConversation(), session({ room: { uuid: ROOM, status: 'running' } }));
    s = addOwnMessage(s, 'Encore une question', 'c-9');
    s = applyFrame(s, {
      type: 'event',
      seq: null,
      kind: 'typing',
      data: { room: ROOM, active: true, author: 'agent' },
    });
    assert.equal(s.agentTyping, true);
    s = applyFrame(s, {
      type: 'event',
      seq: 11,
      kind: 'room_update',
      data: { uuid: ROOM, status: 'closed' },
    });
    assert.equal(s.phase, 'closed');
    assert.equal(s.agentTyping, false);
    assert.equal(s.entries[0]?.delivery, 'failed');
  });

  it('resumes a conversation that was closed meanwhile as closed', () => {
    const s = applySession(
      initialConversation('resuming'),
      session({ room: { uuid: ROOM, status: 'closed' } }),
    );
    assert.equal(s.phase, 'closed');
  });

  it("shows the agent's typing, not the visitor's own echo, and hides it when the agent answers", () => {
    let s = applySession(initialConversation(), session());
    s = applyFrame(s, {
      type: 'event',
      seq: null,
      kind: 'typing',
      data: { room: ROOM, active: true, author: 'visitor' },
    });
    assert.equal(s.agentTyping, false);
    s = applyFrame(s, {
      type: 'event',
      seq: null,
      kind: 'typing',
      data: { room: ROOM, active: true, author: 'agent' },
    });
    assert.equal(s.agentTyping, true);
    s = receiveMessage(s, message('e3', 'agent', 'Voilà'));
    assert.equal(s.agentTyping, false);
  });
});

describe('conversation: start and connection', () => {
  it('marks waiting messages failed when the conversation cannot be opened', () => {
    let s = addOwnMessage(initialConversation('starting'), 'Bonjour', 'c-1');
    s = failStart(s, 'network_error');
    assert.equal(s.phase, 'failed');
    assert.equal(s.error, 'network_error');
    assert.equal(s.entries[0]?.delivery, 'failed');
  });

  it('tells about reconnection only after having been online', () => {
    let s = applySession(initialConversation(), session());
    s = setConnection(s, 'connecting');
    assert.equal(isReconnecting(s), false);
    s = setConnection(s, 'open');
    assert.equal(isReconnecting(s), false);
    s = setConnection(s, 'closed');
    assert.equal(isReconnecting(s), true);
    s = setConnection(s, 'connecting');
    assert.equal(isReconnecting(s), true);
    s = setConnection(s, 'open');
    assert.equal(isReconnecting(s), false);
  });
});
