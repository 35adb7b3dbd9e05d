import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loggedQuery, readDraft, signinFor } from './signin.ts';

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
});
