import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { makeBot } from '@omnicanal/core/testing';
import { searchBot } from './search.ts';

const bot = () =>
  makeBot([
    ['root', 'entrypoint', null],
    ['m', 'image', 'root', { txt: 'Bienvenue à l’Hôtel Étoile, comment puis-je vous aider aujourd’hui ?' }],
    ['btn', 'button', 'm', { customTag: 'MenuPrincipal', subtitle: 'Choisissez' }],
    ['c', 'choice', 'btn', { data: { title: 'Réservation' }, title: 'Réservation' }],
    ['inp', 'input', 'c'],
    ['chk', 'input_check', 'inp', { data: { words: ['chambre', 'suite'] } }],
    ['r2', 'entrypoint', null],
    ['ev', 'custom_js_event', 'r2', { data: { label: 'ouvrir-panier' } }],
  ]);

describe('searchBot', () => {
  const cases: [string, [string, string][]][] = [
    ['hotel etoile', [['m', 'txt']]],
    ['HÔTEL', [['m', 'txt']]],
    ['reservation', [['c', 'title']]],
    ['menuprincipal', [['btn', 'customTag']]],
    ['choisissez', [['btn', 'subtitle']]],
    ['SUITE', [['chk', 'data']]],
    ['custom_js', [['ev', 'action']]],
    ['panier', [['ev', 'data']]],
    [
      'input',
      [
        ['inp', 'action'],
        ['chk', 'action'],
      ],
    ],
    ['introuvable', []],
    ['   ', []],
  ];
  for (const [query, expected] of cases) {
    test(`"${query}"`, () => {
      assert.deepEqual(
        searchBot(bot(), 'web', query).map((h) => [h.node, h.field]),
        expected,
      );
    });
  }

  test('hits carry their tree and a short excerpt of the original text', () => {
    const [hit] = searchBot(bot(), 'web', 'etoile');
    assert.equal(hit?.tree, 't1');
    assert.equal(hit?.excerpt, 'Bienvenue à l’Hôtel Étoile, comment puis-je vous aider a…');
    assert.equal(searchBot(bot(), 'web', 'panier')[0]?.tree, 't2');
  });

  test('a tag is found', () => {
    assert.deepEqual(
      searchBot(bot(), 'web', '8').map((h) => [h.node, h.field]),
      [['ev', 'tag']],
    );
  });
});
