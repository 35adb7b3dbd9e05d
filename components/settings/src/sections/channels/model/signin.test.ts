import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { accountSettings, loggedQuery, newInboundSecret, readDraft, signinFor } from './signin.ts';

const account = {
  id: 'ig-1',
  name: '@a',
  followers: 420,
  eligible: true,
  problem: 'instagram_not_eligible',
  phone_number_id: null,
  waba_id: null,
  display_phone_number: null,
};

describe('channel sign-in', () => {
  test('Facebook, Instagram and X kinds sign in; typed kinds and WhatsApp do not', () => {
    assert.equal(signinFor('facebook_comments'), 'facebook');
    assert.equal(signinFor('instagram_dm'), 'instagram');
    assert.equal(signinFor('twitter_comments'), 'twitter');
    assert.equal(signinFor('whatsapp'), null);
    assert.equal(signinFor('telegram'), null);
  });

  test('the return page reads a code, a refusal, or nothing usable', () => {
    assert.deepEqual(loggedQuery('?provider=facebook&state=s&code=c'), {
      outcome: 'code',
      provider: 'facebook',
      code: 'c',
      state: 's',
    });
    assert.deepEqual(loggedQuery('?provider=twitter&state=s&error=access_denied'), {
      outcome: 'refused',
      provider: 'twitter',
    });
    assert.deepEqual(loggedQuery('?provider=myspace&code=c&state=s'), { outcome: 'invalid' });
    assert.deepEqual(loggedQuery('?provider=facebook&code=c'), { outcome: 'invalid' });
  });

  test('a draft from storage is read only when it is one', () => {
    assert.deepEqual(readDraft('{"kind":"facebook","channel":3}'), { kind: 'facebook', channel: 3 });
    assert.equal(readDraft('{"kind":"telegram"}'), null);
    assert.equal(readDraft('not json'), null);
    assert.equal(readDraft(null), null);
  });

  test('an account gives its id, and Instagram direct its followers and eligibility', () => {
    assert.deepEqual(accountSettings('facebook', account), { account_id: 'ig-1' });
    assert.deepEqual(accountSettings('instagram_dm', account), {
      account_id: 'ig-1',
      followers: 420,
      eligible: true,
    });
  });

  test('an inbound secret is 64 hex characters', () => {
    assert.match(newInboundSecret(), /^[0-9a-f]{64}$/);
  });
});
