import assert from 'node:assert/strict';
import { test } from 'node:test';
import { channelPrefix } from '../labels.ts';
import { CHANNEL_KINDS, channelKindsOf, isFreeMailbox } from './kinds.ts';
import { outboundProblem } from './limits.ts';
import { smsSegments } from './sms.ts';

test('the fifteen channel kinds; the hosted edition hides rcs, sms and both X kinds', () => {
  assert.equal(CHANNEL_KINDS.length, 15);
  assert.equal(channelKindsOf('self-hosted').length, 15);
  const hosted = channelKindsOf('hosted');
  assert.equal(hosted.length, 11);
  for (const hidden of ['rcs', 'sms', 'twitter_dm', 'twitter_comments'] as const)
    assert.ok(!hosted.includes(hidden));
});

test('every kind has its room-label prefix', () => {
  assert.equal(channelPrefix('whatsapp'), 'WA');
  assert.equal(channelPrefix('telegram'), 'TEL');
  assert.equal(channelPrefix('instagram_dm'), 'INS');
  assert.equal(channelPrefix('googlebm'), 'GBM');
  assert.equal(channelPrefix('twitter_comments'), 'TWT');
  assert.equal(channelPrefix('trustpilot'), 'LC');
});

test('an SMS is 160 characters; longer texts go as 153-character parts', () => {
  assert.equal(smsSegments(''), 0);
  assert.equal(smsSegments('a'.repeat(160)), 1);
  assert.equal(smsSegments('a'.repeat(161)), 2);
  assert.equal(smsSegments('a'.repeat(306)), 2);
  assert.equal(smsSegments('a'.repeat(307)), 3);
  assert.equal(smsSegments('é'.repeat(160)), 1);
});

test('free mailboxes are told from company addresses', () => {
  assert.ok(isFreeMailbox('jo@Gmail.com'));
  assert.ok(!isFreeMailbox('jo@acme.fr'));
});

test('outbound limits: SMS parts, WhatsApp text and choices', () => {
  assert.equal(outboundProblem('sms', { text: 'a'.repeat(1530) }), null);
  assert.equal(outboundProblem('sms', { text: 'a'.repeat(1531) }), 'message_too_long');
  assert.equal(outboundProblem('whatsapp', { text: 'a'.repeat(4097) }), 'message_too_long');
  assert.equal(
    outboundProblem('whatsapp', { text: 'Choose', choices: Array(10).fill('x') }),
    'too_many_choices',
  );
  assert.equal(
    outboundProblem('whatsapp', { text: 'Choose', choices: ['x'.repeat(24)] }),
    'choice_title_too_long',
  );
  assert.equal(outboundProblem('whatsapp', { text: 'Choose', choices: ['Oui', 'Non'] }), null);
  assert.equal(outboundProblem('web', { text: 'a'.repeat(10_000) }), null);
});
