import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type AnswerField, answerProblem, callbackProblems, checkAnswers, fieldBounds } from './answers.ts';

const field = (kind: string, extra: Partial<AnswerField> = {}): AnswerField => ({
  kind,
  identifier: kind,
  required: false,
  validation: '',
  choices: [],
  ...extra,
});
const colours = [
  { label: 'Rouge', value: 'red' },
  { label: 'Vert', value: '' },
];

describe('web IVR form answers', () => {
  test('a required field refuses an empty answer; an optional one takes it', () => {
    assert.equal(answerProblem(field('text', { required: true }), '  '), 'required');
    assert.equal(answerProblem(field('text'), undefined), null);
  });

  test('min and max bound a text’s length', () => {
    const name = field('text', { validation: 'min:2, max:5' });
    assert.deepEqual(fieldBounds('min:2, max:5'), { min: 2, max: 5 });
    assert.equal(answerProblem(name, 'a'), 'too_short');
    assert.equal(answerProblem(name, 'abcdef'), 'too_long');
    assert.equal(answerProblem(name, 'abc'), null);
  });

  test('each kind checks its shape', () => {
    assert.equal(answerProblem(field('email'), 'marie@exemple.fr'), null);
    assert.equal(answerProblem(field('email'), 'marie@'), 'invalid');
    assert.equal(answerProblem(field('date'), '2026-02-28'), null);
    assert.equal(answerProblem(field('date'), '2026-02-30'), 'invalid');
    assert.equal(answerProblem(field('time'), '09:45'), null);
    assert.equal(answerProblem(field('time'), '24:00'), 'invalid');
    assert.equal(answerProblem(field('datetime'), '2026-03-01T10:15'), null);
    assert.equal(answerProblem(field('datetime'), '2026-03-01 10:15'), 'invalid');
    assert.equal(answerProblem(field('file'), '/api/uploads/files/abc'), null);
    assert.equal(answerProblem(field('file'), 'javascript:alert(1)'), 'invalid');
    assert.equal(answerProblem(field('range', { validation: 'min:1,max:10' }), '7'), null);
    assert.equal(answerProblem(field('range', { validation: 'min:1,max:10' }), '11'), 'too_large');
    assert.equal(answerProblem(field('range'), '-1'), 'too_small');
    assert.equal(answerProblem(field('range'), 'beaucoup'), 'invalid');
  });

  test('choices: only the configured values, one or several as the kind says', () => {
    assert.equal(answerProblem(field('select', { choices: colours }), 'red'), null);
    assert.equal(answerProblem(field('radio', { choices: colours }), 'Vert'), null);
    assert.equal(answerProblem(field('select', { choices: colours }), 'blue'), 'invalid');
    assert.equal(answerProblem(field('select', { choices: colours }), ['red']), 'invalid');
    assert.equal(answerProblem(field('checkbox', { choices: colours }), ['red', 'Vert']), null);
    assert.equal(answerProblem(field('checkbox', { choices: colours }), ['red', 'red']), 'invalid');
    assert.equal(
      answerProblem(field('select_multiple', { choices: colours, required: true }), []),
      'required',
    );
  });

  test('a whole form: problems by field, answers kept trimmed and only for its own fields', () => {
    const fields = [field('email', { required: true }), field('text', { identifier: 'name' })];
    assert.deepEqual(checkAnswers(fields, { name: ' Marie ', email: 'x' }).problems, { email: 'invalid' });
    assert.deepEqual(checkAnswers(fields, { email: 'm@exemple.fr', name: ' Marie ', other: 'x' }), {
      problems: {},
      answers: { email: 'm@exemple.fr', name: 'Marie' },
    });
  });
});

describe('web IVR callback requests', () => {
  const now = new Date('2026-03-02T10:07:00Z');
  test('a number and a slot on the quarter hour, ahead and within the horizon', () => {
    assert.deepEqual(callbackProblems('+33 6 12 34 56 78', '2026-03-02T14:15:00Z', now), {});
  });
  test('refused: no number, letters, a past slot, a slot off the grid or too far', () => {
    assert.deepEqual(callbackProblems('', '', now), { phone: 'required', slot: 'required' });
    assert.equal(callbackProblems('06 abc', '2026-03-02T14:15:00Z', now).phone, 'invalid');
    assert.equal(callbackProblems('0612345678', '2026-03-02T09:00:00Z', now).slot, 'too_small');
    assert.equal(callbackProblems('0612345678', '2026-03-02T14:10:00Z', now).slot, 'invalid');
    assert.equal(callbackProblems('0612345678', '2026-05-02T14:00:00Z', now).slot, 'too_large');
  });
});
