import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { makeBot, type NodeSpec } from '../testing.ts';
import { WHATSAPP_MESSAGES as M, whatsappProblems } from './whatsapp.ts';

const s = (n: number) => 'x'.repeat(n);
const list = { customData: { action: 'button' as const, list: true } };
const button = (extra: object = {}): NodeSpec => ['b', 'button', null, { subtitle: 'Menu', ...extra }];
const choicesOf = (n: number): NodeSpec[] =>
  Array.from({ length: n }, (_, i): NodeSpec => [`c${i}`, 'choice', 'b']);

type Row = [name: string, nodes: NodeSpec[], node: string, want: string[]];

const rows: Row[] = [
  ['button subtitle 19: allowed', [button({ subtitle: s(19) }), ...choicesOf(1)], 'b', []],
  [
    'button subtitle 20: refused (too-long-19)',
    [button({ subtitle: s(20) }), ...choicesOf(1)],
    'b',
    [M.buttonSubtitleTooLong],
  ],
  ['list button with subtitle: allowed', [button(list), ...choicesOf(5)], 'b', []],
  [
    'list button without subtitle: refused',
    [button({ ...list, subtitle: '' }), ...choicesOf(5)],
    'b',
    [M.buttonSubtitleRequired],
  ],
  ['button title 20: allowed', [button({ data: { title: s(20) } }), ...choicesOf(1)], 'b', []],
  [
    'button title 21: refused',
    [button({ data: { title: s(21) } }), ...choicesOf(1)],
    'b',
    [M.buttonTitleTooLong],
  ],
  [
    'button title 23 under a choice: allowed',
    [
      ['r', 'button', null, { subtitle: 'M' }],
      ['p', 'choice', 'r'],
      ['b', 'button', 'p', { data: { title: s(23) } }],
      ['c', 'choice', 'b'],
    ],
    'b',
    [],
  ],
  [
    'button title 24 under a choice: refused (too-long-23)',
    [
      ['r', 'button', null, { subtitle: 'M' }],
      ['p', 'choice', 'r'],
      ['b', 'button', 'p', { data: { title: s(24) } }],
      ['c', 'choice', 'b'],
    ],
    'b',
    [M.buttonTitleUnderChoiceTooLong],
  ],
  ['choice title 23: allowed', [button(), ['c', 'choice', 'b', { data: { title: s(23) } }]], 'c', []],
  [
    'choice title 24: refused',
    [button(), ['c', 'choice', 'b', { data: { title: s(24) } }]],
    'c',
    [M.choiceTitleTooLong],
  ],
  [
    'choice subtitle 71 under a button: allowed',
    [button(), ['c', 'choice', 'b', { subtitle: s(71) }]],
    'c',
    [],
  ],
  [
    'choice subtitle 72 under a button: refused (too-long-71)',
    [button(), ['c', 'choice', 'b', { subtitle: s(72) }]],
    'c',
    [M.choiceSubtitleTooLong],
  ],
  ['2 choices on reply buttons: allowed', [button(), ...choicesOf(2)], 'b', []],
  ['3 choices on reply buttons: refused', [button(), ...choicesOf(3)], 'b', [M.tooManyChoices]],
  ['9 choices in a list picker: allowed', [button(list), ...choicesOf(9)], 'b', []],
  ['10 choices in a list picker: refused', [button(list), ...choicesOf(10)], 'b', [M.tooManyListChoices]],
  ['emoji count as one character', [button({ subtitle: '😀'.repeat(19) }), ...choicesOf(1)], 'b', []],
];

describe('WhatsApp limits, stricter reading (spec 001 §5, §9)', () => {
  for (const [name, nodes, node, want] of rows) {
    test(name, () =>
      assert.deepEqual(
        whatsappProblems(makeBot(nodes, { trees: 'first' }), node).map((p) => p.message),
        want,
      ),
    );
  }
  test('spec message keys', () => {
    assert.equal(M.buttonSubtitleTooLong, 'diagram.actions.forms.button.subtitle.error-too-long-19-msg');
    assert.equal(M.choiceSubtitleTooLong, 'diagram.actions.forms.choice.subtitle.error-too-long-71-msg');
    assert.equal(M.buttonTitleUnderChoiceTooLong, 'diagram.actions.forms.button.title.error-too-long-23-msg');
  });
});
