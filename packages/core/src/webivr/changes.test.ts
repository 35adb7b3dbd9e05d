import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type ComparedNode, menuChanges } from './changes.ts';

const node = (id: string, patch: Partial<ComparedNode> = {}): ComparedNode => ({
  id,
  tree: 't',
  parent: null,
  position: 0,
  action: 'page',
  label: id,
  validated: true,
  data: { a: 1, b: 2 },
  ...patch,
});

test('nothing changed: no node listed, whatever the order of settings keys', () => {
  assert.deepEqual(menuChanges([node('p')], [node('p', { data: { b: 2, a: 1 } })]), {
    added: [],
    removed: [],
    edited: [],
  });
});

test('added, removed and edited nodes are named by id', () => {
  const published = [node('p'), node('gone'), node('c', { parent: 'p', action: 'choice' })];
  const working = [
    node('p', { label: 'Accueil' }),
    node('c', { parent: 'p', action: 'choice' }),
    node('new'),
  ];
  assert.deepEqual(menuChanges(published, working), { added: ['new'], removed: ['gone'], edited: ['p'] });
  assert.deepEqual(menuChanges([], working).added, ['p', 'c', 'new']);
});
