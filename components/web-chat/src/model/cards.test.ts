import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RichContent } from '@omnicanal/api';
import {
  answerData,
  answerOf,
  type CardContent,
  cardOf,
  hasCards,
  paymentHref,
  phoneNumber,
  slotLabel,
} from './cards.ts';
import type { Entry } from './conversation.ts';

function entry(content: RichContent, extra: Partial<Entry> = {}): Entry {
  return {
    key: 'e1',
    event: 'e1',
    clientId: null,
    kind: 'agent',
    author: 'Camille',
    content,
    createdAt: '2026-03-03T10:00:00.000Z',
    delivery: 'sent',
    ...extra,
  };
}

const SLOTS: CardContent = {
  type: 'timeslots',
  title: 'Rendez-vous',
  slots: [
    { start: '2026-03-03T13:00:00.000Z', end: '2026-03-03T13:30:00.000Z' },
    { start: '2026-03-04T08:00:00.000Z', end: '2026-03-04T08:30:00.000Z' },
  ],
};

describe('cards', () => {
  it('only an agent’s or a bot’s stored room action is a card', () => {
    assert.deepEqual(cardOf(entry(SLOTS)), SLOTS);
    assert.deepEqual(cardOf(entry(SLOTS, { kind: 'bot' })), SLOTS);
    assert.equal(cardOf(entry(SLOTS, { kind: 'visitor' })), null);
    assert.equal(cardOf(entry(SLOTS, { event: null })), null);
    assert.equal(cardOf(entry({ type: 'txt', text: 'hello' })), null);
  });

  it('the cards code is wanted once a card or an answer is in the log', () => {
    assert.equal(hasCards([entry({ type: 'txt', text: 'hello' })]), false);
    assert.equal(hasCards([entry({ type: 'txt', text: 'hello' }), entry(SLOTS)]), true);
  });

  it('a card is answered when its answer is in the log, whichever tab sent it', () => {
    const answer = {
      type: 'room_event_answer' as const,
      invitation: 'e1',
      kind: 'timeslots' as const,
      slot: SLOTS.type === 'timeslots' ? SLOTS.slots[1] : null,
      phone_number: null,
      status: null,
    };
    const log = [entry(SLOTS), entry(answer, { key: 'e2', event: 'e2', kind: 'visitor' })];
    assert.deepEqual(answerOf(log, 'e1'), answer);
    assert.equal(answerOf(log, 'other'), null);
    assert.equal(answerOf([entry(SLOTS)], 'e1'), null);
  });

  it('accepts phone numbers as the server does, trimmed', () => {
    assert.equal(phoneNumber(' +33 6 12 34 56 78 '), '+33 6 12 34 56 78');
    assert.equal(phoneNumber('(555) 123-4567'), '(555) 123-4567');
    for (const bad of [
      '',
      '12345',
      'call me',
      '+33 6 12 34 56 78 90 12 34 56',
      '(((((((',
      '06 12 34 56 78 x',
    ])
      assert.equal(phoneNumber(bad), null, bad);
  });

  it('links a payment only over http(s)', () => {
    assert.equal(
      paymentHref({ type: 'payment', amount: 5, currency: 'EUR', url: 'https://pay.example/x' }),
      'https://pay.example/x',
    );
    assert.equal(
      paymentHref({ type: 'payment', amount: 5, currency: 'EUR', url: 'javascript:alert(1)' }),
      null,
    );
    assert.equal(paymentHref({ type: 'payment', amount: 5, currency: 'EUR', url: null }), null);
  });

  it('writes a slot in the visitor’s language and time zone', () => {
    const slot = { start: '2026-03-03T13:00:00.000Z', end: '2026-03-03T13:30:00.000Z' };
    assert.equal(slotLabel(slot, 'fr', 'Europe/Paris'), 'mardi 3 mars, 14:00 – 14:30');
    assert.equal(slotLabel(slot, 'en', 'America/New_York'), 'Tuesday 3 March, 8:00 AM – 8:30 AM');
    const overnight = { start: '2026-03-03T22:30:00.000Z', end: '2026-03-03T23:30:00.000Z' };
    assert.equal(slotLabel(overnight, 'fr', 'Europe/Paris'), 'mardi 3 mars, 23:30 – mercredi 4 mars, 00:30');
    assert.equal(slotLabel({ start: 'soon', end: 'later' }, 'fr'), 'soon – later');
  });

  it('builds the answer each card expects, or none when the input is wrong', () => {
    assert.deepEqual(answerData({ type: 'authentication', title: 'Bank', uuid: 'u-1' }, {}), { uuid: 'u-1' });
    const slot = SLOTS.type === 'timeslots' ? SLOTS.slots[0] : undefined;
    assert.deepEqual(answerData(SLOTS, { slot }), { slot });
    assert.equal(answerData(SLOTS, { slot: { start: 'x', end: 'y' } }), null);
    const callback: CardContent = { type: 'callback', title: 'Call', phone_number: null };
    assert.deepEqual(answerData(callback, { phone: ' 06 12 34 56 78' }), { phone_number: '06 12 34 56 78' });
    assert.equal(answerData(callback, { phone: 'nope' }), null);
    const payment: CardContent = { type: 'payment', amount: 5, currency: 'EUR', url: null };
    assert.deepEqual(answerData(payment, { paid: true }), { status: 'paid' });
    assert.deepEqual(answerData(payment, {}), { status: 'cancelled' });
  });
});
