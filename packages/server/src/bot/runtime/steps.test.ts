import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { makeBot } from '@omnicanal/core/testing';
import { contentText, promptOf, stepRows } from './steps.ts';

const bot = makeBot([
  ['root', 'entrypoint', null],
  ['hello', 'image', 'root', { txt: 'Bonjour' }],
  [
    'link',
    'url',
    'hello',
    { txt: 'Notre catalogue', data: { title: 'Catalogue', image: '', url: 'https://exemple.fr/c' } },
  ],
  ['bad', 'url', 'link', { data: { title: 'Lien', image: '', url: 'javascript:alert(1)' } }],
]);
const trees = new Map([
  ['root', 't1'],
  ['hello', 't1'],
  ['link', 't1'],
  ['bad', 't1'],
]);

describe('bot runtime steps', () => {
  test('one row per node run carrying what it showed first; a link card after its text; an http(s) link only', () => {
    const rows = stepRows(
      bot,
      trees,
      ['root', 'hello', 'link', 'bad'],
      [
        { kind: 'message', node: 'hello', text: 'Bonjour' },
        { kind: 'message', node: 'link', text: 'Notre catalogue' },
        { kind: 'link', node: 'link', title: 'Catalogue', url: 'https://exemple.fr/c', image: '' },
        { kind: 'link', node: 'bad', title: 'Lien', url: 'javascript:alert(1)', image: '' },
        { kind: 'end', node: 'bad', reason: 'dead-end' },
      ],
    );
    assert.deepEqual(
      rows.map((r) => [r.node, r.action, r.content]),
      [
        ['root', 'entrypoint', null],
        ['hello', 'image', { type: 'txt', text: 'Bonjour' }],
        ['link', 'url', { type: 'txt', text: 'Notre catalogue' }],
        ['link', 'link', { type: 'url', url: 'https://exemple.fr/c', desc: 'Catalogue', img: null }],
        ['bad', 'url', { type: 'txt', text: 'Lien javascript:alert(1)' }],
        ['bad', 'end:dead-end', null],
      ],
    );
    assert.ok(rows.every((r) => r.tree === 't1'));
    assert.ok(
      rows.every((r) => (r.content ? r.event && r.author === 'bot' : !r.event && r.author === 'system')),
    );
  });

  test('the prompt: buttons, or text for an input, a callback number and a text-only channel', () => {
    const choices = [{ node: 'c1', title: 'Oui' }];
    assert.deepEqual(promptOf({ kind: 'buttons', node: 'b', choices }), {
      kind: 'buttons',
      choices: [{ id: 'c1', title: 'Oui' }],
    });
    assert.deepEqual(promptOf({ kind: 'buttons', node: 'b', choices, text: '1. Oui' }), {
      kind: 'text',
      choices: [],
    });
    assert.deepEqual(promptOf({ kind: 'input', node: 'i' }), { kind: 'text', choices: [] });
    assert.deepEqual(promptOf({ kind: 'callback', node: 'c', stage: 'number' }), {
      kind: 'text',
      choices: [],
    });
    assert.equal(promptOf(null), null);
  });

  test('whatever the visitor sends a bot is read as text', () => {
    assert.equal(contentText({ type: 'txt', text: 'Bonjour' }), 'Bonjour');
    assert.equal(contentText({ type: 'url', url: 'https://exemple.fr' }), 'https://exemple.fr');
    assert.equal(contentText({ type: 'location', lat: 45.7, lng: 4.8, label: null }), '45.7, 4.8');
  });
});
