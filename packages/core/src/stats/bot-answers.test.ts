import assert from 'node:assert/strict';
import { test } from 'node:test';
import { botAnswerUnderstood } from './bot-answers.ts';

test('an answer the bot moved on from is understood', () => {
  assert.equal(botAnswerUnderstood({ resultAction: 'choice', askedAgain: false }), true);
  assert.equal(botAnswerUnderstood({ resultAction: 'input_check', askedAgain: false }), true);
  assert.equal(botAnswerUnderstood({ resultAction: 'handoff:agent', askedAgain: false }), true);
});

test('a fallback, an error branch, a silent re-ask or the same question again is not', () => {
  for (const resultAction of [
    'choice_fallback',
    'dialogflow_fallback',
    'input_error',
    'fallback',
    'end:dead-end',
  ])
    assert.equal(botAnswerUnderstood({ resultAction, askedAgain: false }), false, resultAction);
  assert.equal(botAnswerUnderstood({ resultAction: null, askedAgain: false }), false);
  // An input's error message is a plain message: the question asked again tells it apart.
  assert.equal(botAnswerUnderstood({ resultAction: 'message', askedAgain: true }), false);
});
