import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { meaningfulWords, rankByOverlap } from './provider.ts';

describe('rankByOverlap', () => {
  const library = [
    'Bonjour, comment puis-je vous aider ?',
    'Votre commande est en cours de livraison.',
    'Le délai de livraison de la commande est de trois jours.',
    'Merci de votre patience.',
  ];

  const cases: { text: string; expected: string[] }[] = [
    {
      text: 'Où en est ma COMMANDE ? La livraison tarde, quel DELAI ?',
      expected: [library[2] as string, library[1] as string],
    },
    { text: 'Bonjour !', expected: [library[0] as string] },
    { text: 'xyz', expected: [] },
    { text: 'Délai ?', expected: [library[2] as string] },
  ];
  for (const { text, expected } of cases)
    it(`ranks the library for "${text}"`, () => {
      assert.deepEqual(
        rankByOverlap(text, library).map((s) => s.text),
        expected,
      );
    });

  it('numbers the suggestions from 0 and keeps at most the maximum', () => {
    const many = ['commande un', 'commande deux', 'commande trois', 'commande quatre'];
    assert.deepEqual(rankByOverlap('ma commande', many, 2), [
      { text: 'commande un', index: 0 },
      { text: 'commande deux', index: 1 },
    ]);
  });
});

describe('meaningfulWords', () => {
  it('folds accents and case and drops short words', () => {
    assert.deepEqual([...meaningfulWords('Été à la MER, déjà !')], ['ete', 'mer', 'deja']);
  });
});
