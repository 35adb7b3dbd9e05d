import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isCommonPassword, type PasswordRule, passwordProblem } from './password.ts';

const cases: [string, PasswordRule | null][] = [
  ['Ab1!short', 'min_length'],
  ['123456789012', 'numeric'],
  ['Abcdefghijk!', 'digit'],
  ['ABCDEFGHIJ1!', 'lower'],
  ['abcdefghij1!', 'upper'],
  ['Abcdefghij12', 'special'],
  ['Password123!', 'common'],
  ['Omnicanal-demo-2026!', null],
  ['correct Horse 9 battery', null],
];

for (const [password, rule] of cases) {
  test(`passwordProblem(${JSON.stringify(password)}) is ${rule}`, () => {
    assert.equal(passwordProblem(password), rule);
  });
}

test('common passwords are recognised whatever their case and the digits around them', () => {
  assert.equal(isCommonPassword('QWERTY'), true);
  assert.equal(isCommonPassword('!!football2024'), true);
  assert.equal(isCommonPassword('Xq7!vLp2#rT9'), false);
});
