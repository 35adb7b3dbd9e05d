import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FieldDescriptor } from './types.ts';
import {
  isCommonPassword,
  validateField,
  validatePassword,
  validateTelephone,
  validateTime,
  validateUrl,
} from './validate.ts';

const field = (extra: Partial<FieldDescriptor>): FieldDescriptor => ({
  name: 'f',
  kind: 'text',
  label: 'x',
  ...extra,
});

describe('validateField', () => {
  it('asks for a required value and accepts an empty optional one', () => {
    assert.deepEqual(validateField(field({ required: true }), '  '), { key: 'form:errors.required' });
    assert.deepEqual(validateField(field({ kind: 'checkbox', required: true }), false), {
      key: 'form:errors.required',
    });
    assert.deepEqual(validateField(field({ kind: 'list', required: true }), []), {
      key: 'form:errors.required',
    });
    assert.equal(validateField(field({ kind: 'email' }), ''), null);
  });

  it('bounds text at 128 characters unless told otherwise', () => {
    assert.equal(validateField(field({}), 'a'.repeat(128)), null);
    assert.deepEqual(validateField(field({}), 'a'.repeat(129)), {
      key: 'form:errors.max_length',
      values: { max: 128 },
    });
    assert.deepEqual(validateField(field({ max_length: 3 }), 'abcd'), {
      key: 'form:errors.max_length',
      values: { max: 3 },
    });
    assert.deepEqual(validateField(field({ min_length: 3 }), 'ab'), {
      key: 'form:errors.min_length',
      values: { min: 3 },
    });
  });

  it('applies a pattern with its message, or the generic one', () => {
    const zip = field({ validation: '^\\d{5}$', validationMsg: 'settings:zip' });
    assert.equal(validateField(zip, '75001'), null);
    assert.deepEqual(validateField(zip, '7500'), { key: 'settings:zip' });
    assert.deepEqual(validateField(field({ validation: '^a' }), 'b'), { key: 'form:errors.invalid' });
  });

  it('runs named validators, built in or given, with their message', () => {
    const even = field({ validation: { name: 'even' }, validationMsg: 'x:even' });
    const validators = { even: (v: unknown) => ({ valid: Number(v) % 2 === 0 }) };
    assert.equal(validateField(even, '4', validators), null);
    assert.deepEqual(validateField(even, '3', validators), { key: 'x:even' });
    const own = { even: () => ({ valid: false, message: 'x:odd' }) };
    assert.deepEqual(validateField(even, '3', own), { key: 'x:odd' });
    assert.deepEqual(validateField(field({ kind: 'password', validation: { name: 'password' } }), 'short'), {
      key: 'form:password.min_length',
      values: { min: 12 },
    });
    assert.throws(() => validateField(field({ validation: { name: 'nope' } }), 'a'), /Unknown validator/);
  });

  it('checks e-mail, URL, telephone, number and time kinds', () => {
    assert.deepEqual(validateField(field({ kind: 'email' }), 'a@b'), { key: 'form:errors.email' });
    assert.equal(validateField(field({ kind: 'email' }), 'a@b.fr'), null);
    assert.deepEqual(validateField(field({ kind: 'url' }), 'javascript:alert(1)'), {
      key: 'form:errors.url',
    });
    assert.deepEqual(validateField(field({ kind: 'tel', validationMsg: 'x:phone' }), '0612'), {
      key: 'x:phone',
    });
    assert.deepEqual(validateField(field({ kind: 'number', min: 1, max: 5 }), '6'), {
      key: 'form:errors.number_max',
      values: { max: 5 },
    });
    assert.deepEqual(validateField(field({ kind: 'number', min: 1 }), '0'), {
      key: 'form:errors.number_min',
      values: { min: 1 },
    });
    assert.deepEqual(validateField(field({ kind: 'number' }), 'abc'), { key: 'form:errors.number' });
    assert.deepEqual(validateField(field({ timePicker: true }), '24:00'), { key: 'form:errors.time' });
    assert.deepEqual(validateField(field({ kind: 'otp' }), 'AB12'), {
      key: 'form:errors.otp_incomplete',
      values: { length: 6 },
    });
    assert.deepEqual(validateField(field({ kind: 'list', max_length: 1 }), ['a', 'b']), {
      key: 'form:errors.too_many',
      values: { max: 1 },
    });
    assert.equal(validateField(field({ kind: 'hidden', required: true }), ''), null);
  });
});

describe('format validators', () => {
  it('accepts only http(s) URLs', () => {
    assert.ok(validateUrl('https://example.com/a?b').valid);
    assert.ok(validateUrl('http://localhost:3000').valid);
    assert.equal(validateUrl('ftp://example.com').valid, false);
    assert.equal(validateUrl('example.com').valid, false);
  });

  it('accepts international numbers of 8 to 15 digits', () => {
    assert.ok(validateTelephone('+33 6 12 34 56 78').valid);
    assert.ok(validateTelephone('+1-202-555-0123').valid);
    assert.equal(validateTelephone('0612345678').valid, false);
    assert.equal(validateTelephone('+1234567').valid, false);
    assert.equal(validateTelephone('+1234567890123456').valid, false);
  });

  it('reads times as HH:mm', () => {
    assert.ok(validateTime('00:00').valid);
    assert.ok(validateTime('23:59').valid);
    assert.equal(validateTime('9:30').valid, false);
    assert.equal(validateTime('12:60').valid, false);
  });
});

describe('validatePassword (strict reading of spec 000 §5)', () => {
  it('names the first unmet rule', () => {
    assert.equal(validatePassword('Ab1!efgh').message, 'form:password.min_length');
    assert.equal(validatePassword('123456789012').message, 'form:password.numeric');
    assert.equal(validatePassword('Abcdefghijk!').message, 'form:password.digit');
    assert.equal(validatePassword('ABCDEFGHIJ1!').message, 'form:password.lower');
    assert.equal(validatePassword('abcdefghij1!').message, 'form:password.upper');
    assert.equal(validatePassword('Abcdefghij12').message, 'form:password.special');
    assert.equal(validatePassword('Password1234!').message, 'form:password.common');
  });

  it('accepts a strong password', () => {
    assert.deepEqual(validatePassword('Omnicanal-demo-2026!'), { valid: true });
    assert.deepEqual(validatePassword('Tr0ub4dour&horse'), { valid: true });
  });

  it('finds common passwords whatever their case and decoration', () => {
    assert.ok(isCommonPassword('QWERTY'));
    assert.ok(isCommonPassword('!!Azerty2026'));
    assert.equal(isCommonPassword('Omnicanal-demo-2026!'), false);
  });
});
