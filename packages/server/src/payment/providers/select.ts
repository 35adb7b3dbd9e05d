import type { Kysely } from 'kysely';
import type { StripeKeys } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import type { PaymentProvider } from './provider.ts';
import { SandboxPaymentProvider } from './sandbox.ts';
import { StripePaymentProvider } from './stripe.ts';

/**
 * The payment provider of the server: Stripe when its secret key is configured, otherwise the
 * sandbox, which says what it is (`payment_provider` in `GET /offers/`, `payment` in
 * `GET /api/config`).
 */
export function paymentProviderOf(db: Kysely<DB>, stripe: StripeKeys | null): PaymentProvider {
  return stripe ? new StripePaymentProvider(db, stripe) : new SandboxPaymentProvider(db);
}
