import assert from 'node:assert/strict';
import { test } from 'node:test';
import { categoryPath, type LibraryRoute, libraryRoute, sentencePath, subcategoryPath } from './path.ts';

test('each item path names one screen of the library', () => {
  const cases: [string | undefined, LibraryRoute][] = [
    [undefined, { screen: 'categories' }],
    ['add', { screen: 'category-add' }],
    ['categories/3', { screen: 'category', category: 3 }],
    ['categories/3/edit', { screen: 'category-edit', category: 3 }],
    ['categories/3/subcategories/add', { screen: 'subcategory-add', category: 3 }],
    ['categories/3/subcategories/4', { screen: 'subcategory', category: 3, subcategory: 4 }],
    ['categories/3/subcategories/4/edit', { screen: 'subcategory-edit', category: 3, subcategory: 4 }],
    ['categories/3/subcategories/4/sentences/add', { screen: 'sentence-add', category: 3, subcategory: 4 }],
    [
      'categories/3/subcategories/4/sentences/5',
      { screen: 'sentence', category: 3, subcategory: 4, sentence: 5 },
    ],
    ['categories', { screen: 'missing' }],
    ['categories/0', { screen: 'missing' }],
    ['categories/x/edit', { screen: 'missing' }],
    ['categories/3/subcategories', { screen: 'missing' }],
    ['categories/3/subcategories/4/sentences', { screen: 'missing' }],
    ['categories/3/subcategories/4/sentences/5/edit', { screen: 'missing' }],
    ['categories/3/sentences/4', { screen: 'missing' }],
    ['groups/3', { screen: 'missing' }],
  ];
  for (const [item, route] of cases) assert.deepEqual(libraryRoute(item), route, String(item));
});

test('paths are built the way they are read', () => {
  assert.equal(categoryPath(3), 'categories/3');
  assert.equal(categoryPath(3, 'edit'), 'categories/3/edit');
  assert.equal(subcategoryPath(3, 4), 'categories/3/subcategories/4');
  assert.equal(sentencePath(3, 4, 'add'), 'categories/3/subcategories/4/sentences/add');
  assert.deepEqual(libraryRoute(sentencePath(3, 4, 5)), {
    screen: 'sentence',
    category: 3,
    subcategory: 4,
    sentence: 5,
  });
});
