import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ApiRequestError, normaliseError } from './errors.ts';

describe('normaliseError (spec 000 §5, §8)', () => {
  test('per-field lists land under their field', () => {
    const error = normaliseError(400, {
      email: ['Adresse invalide.'],
      password: ['Trop court.', 'Trop simple.'],
    });
    assert.deepEqual(error, {
      status: 400,
      code: null,
      fields: { email: ['Adresse invalide.'], password: ['Trop court.', 'Trop simple.'] },
      general: [],
    });
  });

  test('detail and non_field_errors are general messages; a lone string counts as a list of one', () => {
    const error = normaliseError(403, {
      detail: 'Accès refusé.',
      non_field_errors: ['Compte suspendu.'],
      name: 'Requis.',
    });
    assert.deepEqual(error.general, ['Accès refusé.', 'Compte suspendu.']);
    assert.deepEqual(error.fields, { name: ['Requis.'] });
    assert.equal(error.code, null);
  });

  test("a refused payment keeps the card provider's code beside the server's own", () => {
    const error = normaliseError(400, {
      error: 'insufficient_funds',
      detail: 'The payment was refused (Error code: card_declined).',
      non_field_errors: ['insufficient_funds'],
      code: ['card_declined'],
    });
    assert.equal(error.code, 'insufficient_funds');
    assert.equal(error.providerCode, 'card_declined');
    assert.equal(normaliseError(400, { code: 'not_found' }).providerCode, undefined);
  });

  test('the newer list of "field:message" strings splits on the first colon; the rest is general', () => {
    const error = normaliseError(400, [
      'email: Adresse invalide.',
      'url:https://exemple.fr: refusée',
      'Échec.',
      42,
    ]);
    assert.deepEqual(error.fields, { email: ['Adresse invalide.'], url: ['https://exemple.fr: refusée'] });
    assert.deepEqual(error.general, ['Échec.']);
  });

  test('the server code is kept, and not shown as a sentence when a detail explains it', () => {
    const error = normaliseError(400, { error: 'bad_authentication', detail: 'Invalid credentials' });
    assert.equal(error.code, 'bad_authentication');
    assert.deepEqual(error.general, ['Invalid credentials']);

    const bare = normaliseError(409, { error: 'max_rooms_reached' });
    assert.equal(bare.code, 'max_rooms_reached');
    assert.deepEqual(bare.general, ['max_rooms_reached']);

    const coded = normaliseError(400, { code: 'room_closed', detail: 'Closed' });
    assert.equal(coded.code, 'room_closed');
    assert.deepEqual(coded.general, ['Closed']);
  });

  test('a text body is one general message; nothing at all gives an empty error', () => {
    assert.deepEqual(normaliseError(502, 'Bad Gateway').general, ['Bad Gateway']);
    assert.deepEqual(normaliseError(500, null), { status: 500, code: null, fields: {}, general: [] });
  });

  test('ApiRequestError carries the normalised error and names it by its code', () => {
    const error = new ApiRequestError(normaliseError(400, { error: 'room_closed' }));
    assert.equal(error.message, 'room_closed');
    assert.equal(error.error.status, 400);
    assert.equal(new ApiRequestError(normaliseError(500, null)).message, 'HTTP 500');
  });
});
