import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { isCommonPassword } from '@omnicanal/core';
import type { FieldDescriptor } from './types.ts';
import {
  acceptsFile,
  CARD_INCOMPLETE,
  validateField,
  validateFile,
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

const MB = 1024 * 1024;

describe('validateFile (spec 000 §5, §9: 5 MB)', () => {
  const cases: Array<
    [name: string, type: string, size: number, accept: string | undefined, message: string | null]
  > = [
    ['photo.png', 'image/png', 5 * MB, undefined, null],
    ['photo.png', 'image/png', 5 * MB + 1, undefined, 'form:errors.file_size'],
    ['rapport.PDF', 'application/pdf', 1, '.pdf', null],
    ['rapport.pdf', 'application/pdf', 1, 'image/*', 'form:errors.file_format'],
    ['photo.jpg', 'image/jpeg', 1, 'image/*, .pdf', null],
    ['data.json', 'application/json', 1, 'application/json', null],
    ['data.txt', 'text/plain', 1, 'application/json,.csv', 'form:errors.file_format'],
    ['big.txt', 'text/plain', 6 * MB, '.pdf', 'form:errors.file_format'],
    ['empty.txt', 'text/plain', 0, ' , ', null],
  ];
  for (const [name, type, size, accept, message] of cases) {
    it(`${name} (${type}, ${size} B, accept ${accept ?? 'all'}) → ${message ?? 'valid'}`, () => {
      const result = validateFile({ name, type, size }, accept);
      assert.equal(result.valid, message === null);
      assert.equal(result.message, message ?? undefined);
    });
  }

  it('matches accept lists alone', () => {
    assert.equal(acceptsFile({ name: 'a.CSV', type: '' }, '.csv'), true);
    assert.equal(acceptsFile({ name: 'a', type: 'video/mp4' }, 'audio/*'), false);
  });
});

describe('validateField for the kinds drawn by their own controls', () => {
  const cases: Array<
    [label: string, extra: Partial<FieldDescriptor>, value: string | string[], key: string | null]
  > = [
    ['an unfinished card', { kind: 'card' }, CARD_INCOMPLETE, 'form:errors.card'],
    ['a complete card (its brand)', { kind: 'card' }, 'visa', null],
    ['no card when optional', { kind: 'card' }, '', null],
    ['no card when required', { kind: 'card', required: true }, '', 'form:errors.required'],
    ['an ordered range', { kind: 'range' }, ['10', '20'], null],
    ['a single-point range', { kind: 'range' }, ['10', '10'], null],
    ['a reversed range', { kind: 'range' }, ['30', '20'], 'form:errors.invalid'],
    ['a range of text', { kind: 'range' }, ['a', '20'], 'form:errors.invalid'],
    ['a multiselect choice', { kind: 'multiselect', required: true }, ['a'], null],
    ['an empty multiselect', { kind: 'multiselect', required: true }, [], 'form:errors.required'],
    ['a place id', { kind: 'place', required: true }, 'ChIJ123', null],
    ['a file name', { kind: 'file', required: true }, 'cv.pdf', null],
    ['a telephone with its message', { kind: 'tel', validationMsg: 'x:phone' }, '+33612', 'x:phone'],
    ['a telephone without one', { kind: 'tel' }, '+33612', 'form:errors.telephone'],
    ['an E.164 telephone', { kind: 'tel', validationMsg: 'x:phone' }, '+33612345678', null],
    ['a URL without scheme', { kind: 'url' }, 'exemple.fr', 'form:errors.url'],
  ];
  for (const [label, extra, value, key] of cases) {
    it(`${label} → ${key ?? 'valid'}`, () =>
      assert.equal(validateField(field(extra), value)?.key ?? null, key));
  }
});

describe('generic messages (spec 000 §5)', () => {
  const locale = (lang: string): Record<string, unknown> =>
    JSON.parse(readFileSync(new URL(`../../../../../locales/${lang}/form.json`, import.meta.url), 'utf8'));
  const lookup = (tree: Record<string, unknown>, key: string): unknown =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  const GENERIC = [
    'errors.required',
    'errors.fill_in',
    'errors.invalid',
    'errors.required_missing',
    'errors.max_length',
    'errors.already_exists',
    'errors.file_format',
    'errors.file_size',
    'errors.card',
    'errors.telephone',
    'errors.url',
    'errors.upload_failed',
    'password.passwords_mismatch',
  ];
  for (const lang of ['fr', 'en']) {
    for (const key of GENERIC) {
      it(`${lang} has form:${key}`, () => assert.equal(typeof lookup(locale(lang), key), 'string'));
    }
  }

  it('says the 5 MB limit in French as the spec words it', () => {
    assert.equal(lookup(locale('fr'), 'errors.file_size'), 'Taille maximale de fichier dépassée.');
  });
});
