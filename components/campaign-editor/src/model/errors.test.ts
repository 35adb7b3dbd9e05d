import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ApiRequestError } from '@omnicanal/api';
import { audienceFormError } from './errors.ts';

const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;

describe('audience form errors', () => {
  test('a typed contact refused lands on the contacts box with its line', () => {
    const error = new ApiRequestError({
      status: 400,
      code: 'invalid_payload',
      fields: { 'contacts.3.external_id': ['invalid_phone'], name: ['too_long'] },
      general: [],
    });
    const shown = audienceFormError(error, t) as ApiRequestError;
    assert.deepEqual(shown.error.fields, {
      contacts: ['campaigns:errors.contact_line {"line":4,"message":"campaigns:errors.invalid_phone"}'],
      name: ['campaigns:errors.too_long'],
    });
    assert.equal(shown.error.code, 'invalid_payload');
  });

  test('an invalid language says so; unknown words and other errors are left as they are', () => {
    const error = new ApiRequestError({
      status: 400,
      code: 'invalid_payload',
      fields: { language: ['invalid'], source: ['whatever'] },
      general: [],
    });
    const shown = audienceFormError(error, t) as ApiRequestError;
    assert.deepEqual(shown.error.fields, {
      language: ['campaigns:errors.invalid_language'],
      source: ['whatever'],
    });
    const other = new Error('boom');
    assert.equal(audienceFormError(other, t), other);
  });
});
