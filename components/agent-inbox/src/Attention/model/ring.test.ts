import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offerPermission, type Presence, RING_GAP_MS, shouldNotify, shouldRing } from './ring.ts';

const away: Presence = { focused: false, inInbox: true, leader: true };
const elsewhere: Presence = { focused: true, inInbox: false, leader: true };
const looking: Presence = { focused: true, inInbox: true, leader: true };
const follower: Presence = { ...away, leader: false };
const sound = { notif_new_msg_sound: true };
const mute = { notif_new_msg_sound: false };

describe('sound rule (spec 000 §4)', () => {
  const cases: [string, typeof sound | null, Presence, number | undefined, boolean][] = [
    ['window not focused', sound, away, undefined, true],
    ['outside the agent inbox', sound, elsewhere, undefined, true],
    ['looking at the inbox', sound, looking, undefined, false],
    ['sounds off', mute, away, undefined, false],
    ['no user', null, away, undefined, false],
    ['another tab of the agent rings', sound, follower, undefined, false],
    ['just rang', sound, away, 1000 + 1 - RING_GAP_MS, false],
    ['rang long enough ago', sound, away, 1000 - RING_GAP_MS, true],
  ];
  for (const [name, user, presence, last, expected] of cases)
    test(name, () => assert.equal(shouldRing(user, presence, last, 1000), expected));
});

describe('browser notification rule (spec 000 §6)', () => {
  const wants = { want_notif: true };
  const cases: [
    string,
    { want_notif: boolean } | null,
    NotificationPermission | 'unsupported',
    Presence,
    boolean,
  ][] = [
    ['wants and allowed, away', wants, 'granted', away, true],
    ['does not want', { want_notif: false }, 'granted', away, false],
    ['not allowed yet', wants, 'default', away, false],
    ['refused', wants, 'denied', away, false],
    ['no Notification API', wants, 'unsupported', away, false],
    ['looking at the inbox', wants, 'granted', looking, false],
    ['not the ringing tab', wants, 'granted', follower, false],
  ];
  for (const [name, user, permission, presence, expected] of cases)
    test(name, () => assert.equal(shouldNotify(user, permission, presence), expected));

  test('"Activer les notifications" is offered only to a user who wants them, before the browser is asked', () => {
    assert.equal(offerPermission(wants, 'default'), true);
    assert.equal(offerPermission(wants, 'granted'), false);
    assert.equal(offerPermission(wants, 'denied'), false);
    assert.equal(offerPermission({ want_notif: false }, 'default'), false);
  });
});
