import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import * as v from 'valibot';
import { GuestSession } from '../schemas/guest.ts';
import { Message } from '../schemas/message.ts';
import { decodeBotPrompt, decodeGuestRoomState, decodeGuestSession, decodeTyping } from './guest.ts';
import { decodeMessage, decodeMessages } from './message.ts';

const base = {
  event: 'e-1',
  room: 'r-1',
  kind: 'agent',
  author: { uuid: 'u-1', name: 'Alice Agent' },
  client_id: null,
  created_at: '2026-01-05T10:00:00.000Z',
};
const withContent = (rich_content: unknown, extra: Record<string, unknown> = {}) => ({
  ...base,
  rich_content,
  ...extra,
});
const slot = { start: '2026-01-06T09:00:00.000Z', end: '2026-01-06T09:30:00.000Z' };

/** Every rich content type, as the server sends it. */
const VALID = [
  withContent({ type: 'txt', text: 'Bonjour' }),
  withContent({ type: 'txt', text: 'Bonjour' }, { author: null, kind: 'visitor', client_id: 'c-12345678' }),
  withContent({ type: 'txt', text: 'Bonjour' }, { author: { name: 'Zoé' } }),
  withContent({ type: 'url', url: 'https://example.com/a', desc: 'Un lien', img: null }),
  withContent({ type: 'file', url: 'https://example.com/f.pdf', name: 'f.pdf', mimetype: 'application/pdf' }),
  withContent({ type: 'location', lat: 48.85, lng: 2.35, label: 'Paris' }),
  withContent({ type: 'payment', amount: 12.5, currency: 'EUR', url: 'https://pay.example.com/x' }),
  withContent({ type: 'authentication', title: 'Connectez-vous', uuid: 'a-1' }),
  withContent({ type: 'cobrowsing', expires_at: '2026-01-05T11:00:00.000Z', token: 't' }),
  withContent({ type: 'webrtc', url: 'https://meet.example.com/r' }),
  withContent({ type: 'timeslots', title: 'Créneaux', slots: [slot] }),
  withContent({ type: 'callback', title: 'Rappel', phone_number: null }),
  withContent({
    type: 'room_event_answer',
    invitation: 'e-1',
    kind: 'timeslots',
    slot,
    phone_number: null,
    status: null,
  }),
  withContent({ type: 'txt', text: 'session_taken' }, { kind: 'event' }),
];

/** Values that are not messages: each breaks one rule of the shape. */
const INVALID = [
  null,
  'Bonjour',
  [],
  { ...VALID[0], event: 1 },
  { ...VALID[0], room: undefined },
  { ...VALID[0], kind: 'robot' },
  { ...VALID[0], created_at: null },
  { ...VALID[0], author: { uuid: 'u-1' } },
  { ...VALID[0], client_id: 12 },
  withContent(null),
  withContent({ type: 'sticker', id: 1 }),
  withContent({ type: 'txt' }),
  withContent({ type: 'txt', text: '   ' }),
  withContent({ type: 'url', url: 42 }),
  withContent({ type: 'url', url: 'https://example.com', img: ['https://example.com/i.png'] }),
  withContent({ type: 'file', url: 'https://example.com/f', name: 'f' }),
  withContent({ type: 'location', lat: 91, lng: 2 }),
  withContent({ type: 'location', lat: '48', lng: 2 }),
  withContent({ type: 'payment', amount: '12', currency: 'EUR' }),
  withContent({ type: 'authentication', title: 'x' }),
  withContent({ type: 'webrtc' }),
  withContent({ type: 'timeslots', title: 'x', slots: [] }),
  withContent({ type: 'timeslots', title: 'x', slots: [{ start: 'demain', end: slot.end }] }),
  withContent({ type: 'callback', phone_number: '0600000000' }),
  withContent({ type: 'room_event_answer', invitation: 'e-1', kind: 'address' }),
];

describe('the shared message decoder', () => {
  test('accepts every rich content type the contract describes, as the schema does', () => {
    for (const value of VALID) {
      assert.ok(v.safeParse(Message, value).success, `schema: ${JSON.stringify(value.rich_content)}`);
      assert.deepEqual(decodeMessage(value), value);
    }
  });

  test('refuses what the schema refuses', () => {
    for (const value of INVALID) {
      assert.equal(v.safeParse(Message, value).success, false, `schema: ${JSON.stringify(value)}`);
      assert.equal(decodeMessage(value), null, JSON.stringify(value));
    }
  });

  test('a message with an unsafe link still decodes: its renderer shows the link as text', () => {
    const unsafe = withContent({ type: 'url', url: 'javascript:alert(1)', desc: 'Cliquez' });
    assert.equal(v.safeParse(Message, unsafe).success, false, 'never stored: the server refuses it');
    assert.deepEqual(decodeMessage(unsafe), unsafe);
  });

  test('a list is refused as a whole when one item is not a message', () => {
    assert.deepEqual(decodeMessages(VALID), VALID);
    assert.equal(decodeMessages([...VALID, INVALID[5]]), null);
    assert.equal(decodeMessages({ messages: VALID }), null);
  });
});

describe('the visitor shapes', () => {
  const session = {
    token: 'g-token',
    room: { uuid: 'r-1', status: 'waiting' },
    skill: { id: 1, name: 'Ventes' },
    messages: VALID.slice(0, 2),
    last_seq: 12,
  };

  test('a guest session is what the schema accepts', () => {
    assert.ok(v.safeParse(GuestSession, session).success);
    assert.deepEqual(decodeGuestSession(session), session);
    for (const broken of [
      { ...session, token: null },
      { ...session, room: { uuid: 'r-1', status: 'gone' } },
      { ...session, skill: { id: '1', name: 'Ventes' } },
      { ...session, messages: [INVALID[6]] },
      { ...session, last_seq: '12' },
    ]) {
      assert.equal(v.safeParse(GuestSession, broken).success, false);
      assert.equal(decodeGuestSession(broken), null);
    }
  });

  test("a bot's prompt is decoded with the session, and alone", () => {
    const prompt = { kind: 'buttons', choices: [{ id: 'c1', title: 'Horaires' }] } as const;
    const withBot = { ...session, bot: { prompt } };
    assert.ok(v.safeParse(GuestSession, withBot).success);
    assert.deepEqual(decodeGuestSession(withBot), withBot);
    assert.deepEqual(decodeBotPrompt({ kind: 'text', choices: [{ id: 1 }] }), { kind: 'text', choices: [] });
    assert.equal(decodeBotPrompt({ kind: 'carousel', choices: [] }), null);
  });

  test('a room update and a typing signal keep only their own fields', () => {
    assert.deepEqual(decodeGuestRoomState({ uuid: 'r-1', status: 'running', agent_name: 'Alice', x: 1 }), {
      uuid: 'r-1',
      status: 'running',
      agent_name: 'Alice',
    });
    assert.equal(decodeGuestRoomState({ uuid: 'r-1', status: 'paused' }), null);
    assert.deepEqual(decodeTyping({ room: 'r-1', active: true, author: 'agent', name: 'Alice' }), {
      room: 'r-1',
      active: true,
      author: 'agent',
      name: 'Alice',
    });
    assert.equal(decodeTyping({ room: 'r-1', active: 'yes', author: 'agent' }), null);
    assert.equal(decodeTyping({ room: 'r-1', active: true, author: 'bot' }), null);
  });
});
