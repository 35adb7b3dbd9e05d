import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { NAME_MAX_LENGTH, readPrechat } from './prechat.ts';
import { needsPrechat } from './visitor.ts';

describe('pre-chat step', () => {
  test('the name is required, trimmed and at most 128 characters', () => {
    assert.deepEqual(readPrechat({ name: '  Ada  ', email: '' }, false), { profile: { name: 'Ada' } });
    assert.deepEqual(readPrechat({ name: '   ', email: '' }, false), { errors: { name: 'required' } });
    assert.deepEqual(readPrechat({ name: 'a'.repeat(NAME_MAX_LENGTH + 1), email: '' }, false), {
      errors: { name: 'too_long' },
    });
    assert.deepEqual(readPrechat({ name: 'a'.repeat(NAME_MAX_LENGTH), email: '' }, false), {
      profile: { name: 'a'.repeat(NAME_MAX_LENGTH) },
    });
  });

  test('the email is asked only when configured, then required and checked', () => {
    assert.deepEqual(readPrechat({ name: 'Ada', email: 'not an email' }, false), {
      profile: { name: 'Ada' },
    });
    assert.deepEqual(readPrechat({ name: 'Ada', email: '' }, true), { errors: { email: 'required' } });
    assert.deepEqual(readPrechat({ name: '', email: 'ada@' }, true), {
      errors: { name: 'required', email: 'invalid' },
    });
    assert.deepEqual(readPrechat({ name: 'Ada', email: ' ada@example.org ' }, true), {
      profile: { name: 'Ada', email: 'ada@example.org' },
    });
  });

  test('shown before the first message only, never to an identified or known visitor', () => {
    const base = { phase: 'idle', written: false, identified: false, profile: null };
    assert.equal(needsPrechat(base), true);
    assert.equal(needsPrechat({ ...base, identified: true }), false);
    assert.equal(needsPrechat({ ...base, profile: { name: 'Ada' } }), false);
    assert.equal(needsPrechat({ ...base, phase: 'active' }), false);
    assert.equal(needsPrechat({ ...base, phase: 'resuming' }), false);
    assert.equal(needsPrechat({ ...base, written: true }), false);
  });
});
