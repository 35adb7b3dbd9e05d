import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { makeBot } from '../testing.ts';
import {
  customLabelProblem,
  customTagProblem,
  duplicateLabelIndexes,
  unknownVariables,
  urlProblem,
  variablesProblem,
} from './validators.ts';

const bot = makeBot(
  [
    ['a', 'image', null, { customTag: 'Accueil' }],
    ['b', 'custom_js_event', 'a', { data: { label: 'Achat' } }],
    ['c', 'image', 'a'],
  ],
  { trees: 'first' },
);

describe('custom tag unique, case-insensitive (spec 001 §5)', () => {
  const rows: [string, string, string | undefined, string | null][] = [
    ['new tag: allowed', 'c', 'Tarifs', null],
    ['same tag other case on another node: refused', 'c', 'ACCUEIL', 'custom-tag-not-unique'],
    ['same tag with spaces: refused', 'c', ' accueil ', 'custom-tag-not-unique'],
    ['node keeping its own tag: allowed', 'a', 'accueil', null],
    ['empty tag: allowed', 'c', '', null],
  ];
  for (const [name, node, tag, want] of rows)
    test(name, () => assert.equal(customTagProblem(bot, node, tag), want));
});

describe('URL valid (spec 001 §5)', () => {
  const rows: [string, string | null][] = [
    ['https://example.com/page?q=1', null],
    ['http://example.com', null],
    ['example.com', 'url-invalid'],
    ['javascript:alert(1)', 'url-invalid'],
    ['ftp://example.com', 'url-invalid'],
    ['', 'url-invalid'],
  ];
  for (const [url, want] of rows) test(`${url || '(empty)'}`, () => assert.equal(urlProblem(url), want));
});

describe('variables used in text exist, {{name}} syntax (spec 001 §5)', () => {
  const known = ['first_name', 'visitor.email'];
  const rows: [string, string, string[]][] = [
    ['known variables: allowed', 'Bonjour {{first_name}}, {{ visitor.email }}', []],
    ['unknown variable: refused', 'Bonjour {{last_name}} {{first_name}} {{last_name}}', ['last_name']],
    ['single braces are plain text: allowed', 'Prix {total}', []],
    ['no variables: allowed', 'Bonjour', []],
  ];
  for (const [name, text, missing] of rows) {
    test(name, () => {
      assert.deepEqual(unknownVariables(text, known), missing);
      assert.equal(variablesProblem(text, known), missing.length ? 'variable-unknown' : null);
    });
  }
});

describe('custom labels unique (spec 001 §5)', () => {
  test('new label: allowed', () => assert.equal(customLabelProblem(bot, 'c', 'Inscription'), null));
  test('label of another node: refused', () =>
    assert.equal(customLabelProblem(bot, 'c', 'achat'), 'custom-label-not-unique'));
  test('node keeping its own label: allowed', () =>
    assert.equal(customLabelProblem(bot, 'b', 'Achat'), null));
  test('list of labels: repeats refused, distinct allowed', () => {
    assert.deepEqual(duplicateLabelIndexes(['Oui', 'Non', 'oui ', '']), [2]);
    assert.deepEqual(duplicateLabelIndexes(['Oui', 'Non']), []);
  });
});
