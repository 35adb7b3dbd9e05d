import { HttpError } from '../http/errors.ts';
import type { PaymentRefusal } from '../payment/providers/provider.ts';

/** Spec 002 §8: the provider cannot be reached. */
export const billingUnavailable = () =>
  new HttpError(
    503,
    'billing_unavailable',
    'Plans and billing features are temporarily disabled, please try again later.',
  );

/** Spec 002 §5, §8: no payment before a billing address. */
export const billingAddressRequired = () =>
  new HttpError(
    400,
    'billing_address_required',
    'You have to enter a valid billing address in order to proceed to payment.',
    { non_field_errors: ['billing_address_required'] },
  );

/**
 * A refused payment (spec 002 §8: "a subscribe 400 gives a message keyed by the first error code
 * with the card-provider code inserted"): `error` is the first code (the decline code of a
 * `card_declined`), `code` the card provider's.
 */
export const paymentRefused = (refusal: PaymentRefusal) =>
  new HttpError(400, refusal.declineCode, `The payment was refused (Error code: ${refusal.code}).`, {
    non_field_errors: [refusal.declineCode],
    code: [refusal.code],
  });

/**
 * Runs a call to the payment provider: a provider that fails (not a refusal of ours) makes billing
 * unavailable; the failure itself is logged.
 */
export async function atProvider<T>(call: () => Promise<T>, log: (error: unknown) => void): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    log(error);
    throw billingUnavailable();
  }
}
