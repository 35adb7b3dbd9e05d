import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { contactOfCells, e164, type RowContext } from './row.ts';

const phones: RowContext = { kind: 'PHONE_NUMBER', language: 'fr', extraKeys: ['first_name', 'email'] };

describe('a CSV row as a contact', () => {
  test('phone numbers written two ways are one E.164 number', () => {
    assert.equal(e164('06 12 34 56 78', 'FR'), '+33612345678');
    assert.equal(e164('+33 (0)6 12 34 56 78', 'FR'), '+33612345678');
    assert.equal(e164('0033612345678', 'FR'), '+33612345678');
    assert.equal(e164('12', 'FR'), null);
  });

  test('a valid row keeps its variables, its email and its line; an empty language is the audience’s', () => {
    const outcome = contactOfCells(phones, ['06 12 34 56 78', '', 'Marie', 'marie@example.com'], 7);
    assert.deepEqual(outcome, {
      contact: {
        line: 7,
        external_id: '+33612345678',
        language: 'fr',
        email: 'marie@example.com',
        phone: '+33612345678',
        extra: { first_name: 'Marie', email: 'marie@example.com' },
      },
    });
  });

  test('a language with a region reads local numbers in that country', () => {
    const outcome = contactOfCells(phones, ['0470 12 34 56', 'fr-BE', 'Luc', ''], 2);
    assert.ok('contact' in outcome);
    assert.equal(outcome.contact.external_id, '+32470123456');
    assert.equal(outcome.contact.language, 'fr_BE');
  });

  test('each refusal names its reason and the cell', () => {
    assert.deepEqual(contactOfCells(phones, ['06 12 34 56 78', 'fr'], 3), {
      reason: 'column_count',
      value: '2',
    });
    assert.deepEqual(contactOfCells(phones, ['not a phone', 'fr', 'A', ''], 3), {
      reason: 'invalid_phone',
      value: 'not a phone',
    });
    assert.deepEqual(contactOfCells(phones, ['0612345678', 'klingon', 'A', ''], 3), {
      reason: 'invalid_language',
      value: 'klingon',
    });
    assert.deepEqual(contactOfCells(phones, ['0612345678', 'fr', '=HYPERLINK("http://x")', ''], 3), {
      reason: 'formula_cell',
      value: '=HYPERLINK("http://x")',
    });
    const psid: RowContext = { kind: 'FACEBOOK_PSID', language: 'en', extraKeys: [] };
    assert.deepEqual(contactOfCells(psid, ['+33612345678', 'en'], 4), {
      reason: 'invalid_external_id',
      value: '+33612345678',
    });
  });
});
