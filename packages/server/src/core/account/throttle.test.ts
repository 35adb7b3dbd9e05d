import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ACCOUNT_RULE, afterFailure, LOCK_MAX_MS, lockDuration, type ThrottleState } from './throttle.ts';

const MIN = 60_000;

test('locks grow 1, 2, 4, 8 minutes and stop at 15', () => {
  assert.deepEqual(
    [1, 2, 3, 4, 5, 6, 20].map((n) => lockDuration(n) / MIN),
    [1, 2, 4, 8, 15, 15, 15],
  );
});

test('the fifth failure within the window starts a lock; four do not', () => {
  let state: ThrottleState | null = null;
  for (let i = 0; i < 4; i++) state = afterFailure(state, ACCOUNT_RULE, i * MIN);
  assert.equal(state?.lockedUntil, null);
  state = afterFailure(state, ACCOUNT_RULE, 4 * MIN);
  assert.equal(state.lockedUntil, 5 * MIN);
  assert.equal(state.failures, 0);
});

test('failures spread wider than the window never lock', () => {
  let state: ThrottleState | null = null;
  for (let i = 0; i < 12; i++) state = afterFailure(state, ACCOUNT_RULE, i * 4 * MIN);
  assert.equal(state?.lockedUntil, null);
});

test('repeated locks are capped and the history is forgotten after a quiet day', () => {
  let state: ThrottleState | null = null;
  let now = 0;
  for (let lock = 0; lock < 8; lock++)
    for (let i = 0; i < 5; i++) {
      state = afterFailure(state, ACCOUNT_RULE, now);
      now += 1000;
    }
  assert.ok(state?.lockedUntil);
  assert.ok(state.lockedUntil - now <= LOCK_MAX_MS);
  now += 25 * 60 * MIN;
  for (let i = 0; i < 5; i++) state = afterFailure(state, ACCOUNT_RULE, now + i);
  assert.equal(state?.locks, 1);
  assert.equal(state?.lockedUntil, now + 4 + MIN);
});
