import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Message, Room } from '@omnicanal/api';
import type { ChatEntry } from './messages.ts';
import { roomReplyWindow, timeLeft } from './reply-window.ts';

const room = (origin: string) => ({ uuid: 'r', infos: { origin } }) as unknown as Room;
const entry = (kind: Message['kind'], created_at: string): ChatEntry => ({
  message: {
    event: created_at,
    room: 'r',
    kind,
    rich_content: { type: 'txt', text: '' },
    author: null,
    created_at,
  },
  state: 'sent',
  arrival: 0,
  seen: 0,
});

test('a WhatsApp conversation counts 24 hours from the contact’s last message, whatever the agent said since', () => {
  const entries = [
    entry('visitor', '2026-11-25T08:00:00Z'),
    entry('visitor', '2026-11-25T10:00:00Z'),
    entry('agent', '2026-11-25T12:00:00Z'),
  ];
  const window = roomReplyWindow(room('whatsapp'), entries, new Date('2026-11-26T09:30:00Z'));
  assert.deepEqual(window, { open: true, endsAt: new Date('2026-11-26T10:00:00Z') });
  assert.deepEqual(timeLeft(new Date('2026-11-26T10:00:00Z'), new Date('2026-11-25T20:45:30Z')), {
    hours: 13,
    minutes: 14,
  });
  assert.equal(roomReplyWindow(room('whatsapp'), entries, new Date('2026-11-26T10:00:01Z'))?.open, false);
});

test('no window for other channels, nor before the messages are loaded', () => {
  assert.equal(
    roomReplyWindow(room('telegram'), [entry('visitor', '2020-01-01T00:00:00Z')], new Date()),
    null,
  );
  assert.equal(roomReplyWindow(room('whatsapp'), undefined, new Date()), null);
});
