import { ApiRequestError } from '@omnicanal/api';

/**
 * What the confirmation link's answer means to the user (spec 000 §8 "Email"): validated,
 * already validated, expired (a new link can be asked for), not found, or another failure.
 */
export type ConfirmOutcome = 'validated' | 'already' | 'expired' | 'not_found' | 'failed';

const BY_CODE: Readonly<Record<string, ConfirmOutcome>> = {
  email_already_validated: 'already',
  activation_link_expired: 'expired',
  email_not_found: 'not_found',
};

/** The outcome of a refused POST /email/validate. */
export function confirmOutcome(error: unknown): ConfirmOutcome {
  const code = error instanceof ApiRequestError ? error.error.code : null;
  return (code && BY_CODE[code]) || 'failed';
}

/** Outcomes after which the user may ask for another mail. */
export const offersResend = (outcome: ConfirmOutcome): boolean =>
  outcome === 'expired' || outcome === 'not_found';
