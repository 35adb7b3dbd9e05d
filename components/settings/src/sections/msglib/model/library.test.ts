import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Category } from '@omnicanal/api';
import { sentenceDescriptor, toGroupInput, toSentenceInput } from './forms.ts';
import { contentOf, levelPage, placeOf } from './library.ts';

const scope = { skills: [], subaccounts: [] };
const sentence = (id: number, content: string) => ({ id, label: content, content, ...scope });
const TREE: Category[] = [
  {
    id: 1,
    label: 'Accueil',
    ...scope,
    subcategories: [
      {
        id: 10,
        label: 'Salutations',
        ...scope,
        sentences: [sentence(100, 'Bonjour'), sentence(101, 'Merci')],
      },
      { id: 11, label: 'Clôture', ...scope, sentences: [sentence(110, 'Au revoir')] },
    ],
  },
  { id: 2, label: 'Commandes', ...scope, subcategories: [] },
];

test('placeOf finds where a sentence is; contentOf counts what a deletion takes', () => {
  assert.deepEqual(placeOf(TREE, 110), { category: 1, subcategory: 11, sentence: 110 });
  assert.equal(placeOf(TREE, 999), null);
  assert.deepEqual(contentOf(TREE[0] as Category), { subcategories: 2, sentences: 3 });
  assert.deepEqual(contentOf(TREE[1] as Category), { subcategories: 0, sentences: 0 });
  assert.deepEqual(contentOf(TREE[0]?.subcategories[0] as Category['subcategories'][number]), {
    subcategories: 0,
    sentences: 2,
  });
});

test('levelPage searches (accents and case apart), orders and pages a level', () => {
  const items = TREE[0]?.subcategories ?? [];
  const spec = {
    text: (s: (typeof items)[number]) => s.label,
    orderings: {
      label: (s: (typeof items)[number]) => s.label,
      count: (s: (typeof items)[number]) => s.sentences.length,
    },
  };
  const labels = (params: Record<string, string>) =>
    levelPage(items, params, spec).results.map((s) => s.label);
  const cases: [Record<string, string>, string[]][] = [
    [{}, ['Clôture', 'Salutations']],
    [{ ordering: '-label' }, ['Salutations', 'Clôture']],
    [{ ordering: 'count' }, ['Clôture', 'Salutations']],
    [{ ordering: '-count' }, ['Salutations', 'Clôture']],
    [{ search: 'CLOTURE' }, ['Clôture']],
    [{ offset: '1', limit: '1' }, ['Salutations']],
    [{ search: 'nothing' }, []],
  ];
  for (const [params, expected] of cases) assert.deepEqual(labels(params), expected, JSON.stringify(params));
  assert.equal(levelPage(items, { limit: '1' }, spec).count, 2);
});

test('the sentence form: content required, label optional, both bounded; values trimmed when sent', () => {
  const [label, content] = sentenceDescriptor(null, [], null).fieldsets[0]?.fields ?? [];
  assert.equal(label?.required, undefined);
  assert.equal(label?.max_length, 128);
  assert.equal(content?.required, true);
  assert.deepEqual(toSentenceInput({ label: ' ', content: ' Bonjour ', skills: ['1'] }, null), {
    label: '',
    content: 'Bonjour',
    skills: [1],
    subaccounts: [],
  });
  assert.deepEqual(toGroupInput({ label: ' Ventes ' }, { skills: [], subaccounts: [3] }), {
    label: 'Ventes',
    skills: [],
    subaccounts: [3],
  });
});
