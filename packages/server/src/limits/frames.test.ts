import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type FrameBudgets, FrameLimiter, scaledFrameBudgets } from './frames.ts';

const BUDGETS: FrameBudgets = {
  all: { burst: 100, perSecond: 100 },
  commands: { send_message: { burst: 3, perSecond: 1 } },
  strikes: 4,
  strikeWindowMs: 10_000,
};

test('a burst passes, the next frame is refused, and the budget refills with time', () => {
  const limiter = new FrameLimiter(BUDGETS, 0);
  assert.deepEqual(
    [1, 2, 3, 4].map(() => limiter.admit('send_message', 0)),
    ['run', 'run', 'run', 'refuse'],
  );
  assert.equal(limiter.admit('send_message', 1_000), 'run');
  assert.equal(limiter.admit('send_message', 1_000), 'refuse');
});

test('commands without a budget of their own only spend from the shared one', () => {
  const limiter = new FrameLimiter(BUDGETS, 0);
  for (let i = 0; i < 3; i++) limiter.admit('send_message', 0);
  assert.equal(limiter.admit('get_messages', 0), 'run');
  assert.equal(limiter.admit(null, 0), 'run');
});

test('refusals in a row within the window close; spread out they do not', () => {
  // Every 11 s a burst of four: three run, one is refused; one strike per window never closes.
  const spread = new FrameLimiter(BUDGETS, 0);
  for (let i = 0; i < 10; i++) {
    const verdicts = Array.from({ length: 4 }, () => spread.admit('send_message', i * 11_000));
    assert.deepEqual(verdicts, ['run', 'run', 'run', 'refuse']);
  }
  const flood = new FrameLimiter(BUDGETS, 0);
  const verdicts = Array.from({ length: 7 }, () => flood.admit('send_message', 0));
  assert.deepEqual(verdicts, ['run', 'run', 'run', 'refuse', 'refuse', 'refuse', 'close']);
});

test('the deployment scale multiplies budgets, and 0 turns them off', () => {
  assert.equal(scaledFrameBudgets(BUDGETS, 0), undefined);
  assert.deepEqual(scaledFrameBudgets(BUDGETS, 2)?.commands.send_message, { burst: 6, perSecond: 2 });
});
