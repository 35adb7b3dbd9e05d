import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { makeBot } from '../testing.ts';
import { validateBot } from './validate.ts';

describe('whole-bot validation on save (builder and server)', () => {
  test('a well-formed bot has no problems', () => {
    const bot = makeBot(
      [
        ['m', 'image', null, { customTag: 'Accueil', txt: 'Bonjour {{first_name}}' }],
        ['u', 'url', 'm', { data: { title: 'Site', image: '', url: 'https://example.com' } }],
      ],
      { trees: 'first' },
    );
    assert.deepEqual(validateBot(bot, { channel: 'whatsapp', knownVariables: ['first_name'] }), []);
  });

  test('each kind of problem is reported on its node and field', () => {
    const bot = makeBot(
      [
        ['m', 'image', null, { customTag: 'Accueil', txt: 'Bonjour {{nom}}' }],
        ['u', 'url', 'm', { customTag: 'accueil', data: { title: 'Site', image: '', url: 'example' } }],
        ['b', 'button', 'm'],
      ],
      { trees: 'first' },
    );
    assert.deepEqual(validateBot(bot, { channel: 'whatsapp', knownVariables: [] }), [
      { node: 'b', field: 'node', message: 'button-parent' },
      { node: 'b', field: 'node', message: 'button-needs-choices' },
      { node: 'm', field: 'customTag', message: 'custom-tag-not-unique' },
      { node: 'm', field: 'txt', message: 'variable-unknown' },
      { node: 'u', field: 'customTag', message: 'custom-tag-not-unique' },
      { node: 'u', field: 'url', message: 'url-invalid' },
    ]);
  });
});
