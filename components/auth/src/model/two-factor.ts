/**
 * Two-factor enrolment (spec 000 §2 "two-factor security code in 3 steps"): install an
 * authenticator app, scan the QR code, enter the code. The steps as a small state machine so the
 * screen only draws the current one.
 */
export type EnrolStep = 'install' | 'scan' | 'code';

export const ENROL_STEPS: readonly EnrolStep[] = ['install', 'scan', 'code'];

/** Where the screen stands: the account's state first, then the steps, then the outcome. */
export type TwoFactorState =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  /** Two-factor is on: it can be turned off with the password. */
  | { kind: 'on' }
  /** Off: the enrolment steps; `setup` once the server issued a secret. */
  | { kind: 'enrol'; step: EnrolStep; setup: { secret: string; otpauth_url: string } | null }
  | { kind: 'enabled' }
  | { kind: 'disabled' };

export type TwoFactorEvent =
  | { type: 'loaded'; twoFactor: boolean }
  | { type: 'failed'; error: unknown }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'setup'; secret: string; otpauth_url: string }
  | { type: 'enabled' }
  | { type: 'disabled' };

export const TWO_FACTOR_START: TwoFactorState = { kind: 'loading' };

/** The next state; an event that does not apply leaves the state as it is. */
export function twoFactorReducer(state: TwoFactorState, event: TwoFactorEvent): TwoFactorState {
  switch (event.type) {
    case 'loaded':
      return event.twoFactor ? { kind: 'on' } : { kind: 'enrol', step: 'install', setup: null };
    case 'failed':
      return { kind: 'failed', error: event.error };
    case 'setup':
      return state.kind === 'enrol'
        ? { ...state, setup: { secret: event.secret, otpauth_url: event.otpauth_url } }
        : state;
    case 'next':
    case 'back': {
      if (state.kind !== 'enrol') return state;
      const at = ENROL_STEPS.indexOf(state.step) + (event.type === 'next' ? 1 : -1);
      const step = ENROL_STEPS[at];
      // The QR code cannot be shown before the server issued the secret it carries.
      if (!step || (step !== 'install' && !state.setup)) return state;
      return { ...state, step };
    }
    case 'enabled':
      return state.kind === 'enrol' && state.step === 'code' ? { kind: 'enabled' } : state;
    case 'disabled':
      return state.kind === 'on' ? { kind: 'disabled' } : state;
  }
}

/** 1-based number of a step, for "Step 2 of 3". */
export const stepNumber = (step: EnrolStep): number => ENROL_STEPS.indexOf(step) + 1;
