import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  stepNumber,
  TWO_FACTOR_START,
  type TwoFactorEvent,
  type TwoFactorState,
  twoFactorReducer,
} from './two-factor.ts';

const run = (...events: TwoFactorEvent[]) => events.reduce(twoFactorReducer, TWO_FACTOR_START);
const setup = { type: 'setup', secret: 'ABC', otpauth_url: 'otpauth://totp/x?secret=ABC' } as const;

describe('twoFactorReducer', () => {
  test('an account with two-factor on offers to turn it off; off, the enrolment starts at step 1', () => {
    assert.deepEqual(run({ type: 'loaded', twoFactor: true }), { kind: 'on' });
    assert.deepEqual(run({ type: 'loaded', twoFactor: false }), {
      kind: 'enrol',
      step: 'install',
      setup: null,
    });
  });

  test('install, scan, code, then enabled', () => {
    const states: TwoFactorState[] = [];
    let state = run({ type: 'loaded', twoFactor: false }, setup);
    for (const event of [{ type: 'next' }, { type: 'next' }, { type: 'enabled' }] as TwoFactorEvent[]) {
      state = twoFactorReducer(state, event);
      states.push(state);
    }
    assert.deepEqual(
      states.map((s) => (s.kind === 'enrol' ? s.step : s.kind)),
      ['scan', 'code', 'enabled'],
    );
  });

  test('the QR code step waits for the secret', () => {
    const state = run({ type: 'loaded', twoFactor: false }, { type: 'next' });
    assert.deepEqual(state, { kind: 'enrol', step: 'install', setup: null });
  });

  test('back goes one step back and never before the first; next never past the last', () => {
    const atCode = run({ type: 'loaded', twoFactor: false }, setup, { type: 'next' }, { type: 'next' });
    assert.equal(atCode.kind === 'enrol' && atCode.step, 'code');
    assert.deepEqual(twoFactorReducer(atCode, { type: 'next' }), atCode);
    const back = run(
      { type: 'loaded', twoFactor: false },
      setup,
      { type: 'next' },
      { type: 'back' },
      { type: 'back' },
    );
    assert.equal(back.kind === 'enrol' && back.step, 'install');
  });

  test('enabling needs the code step; disabling needs two-factor on', () => {
    const atScan = run({ type: 'loaded', twoFactor: false }, setup, { type: 'next' });
    assert.deepEqual(twoFactorReducer(atScan, { type: 'enabled' }), atScan);
    assert.deepEqual(twoFactorReducer(atScan, { type: 'disabled' }), atScan);
    assert.deepEqual(run({ type: 'loaded', twoFactor: true }, { type: 'disabled' }), { kind: 'disabled' });
  });

  test('a failed load is shown', () => {
    const error = new Error('offline');
    assert.deepEqual(run({ type: 'failed', error }), { kind: 'failed', error });
  });

  test('steps are numbered from 1', () => {
    assert.deepEqual(
      ['install', 'scan', 'code'].map((s) => stepNumber(s as 'install')),
      [1, 2, 3],
    );
  });
});
