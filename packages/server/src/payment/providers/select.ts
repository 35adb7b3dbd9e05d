import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { PaymentProvider } from './provider.ts';
import { SandboxPaymentProvider } from './sandbox.ts';

/**
 * The payment provider of the server. The Stripe adapter is not part of the reference server yet,
 * so every server uses the sandbox, and says so (`payment_provider` in `GET /offers/`, `payment`
 * in `GET /api/config`).
 */
export function paymentProviderOf(db: Kysely<DB>): PaymentProvider {
  return new SandboxPaymentProvider(db);
}
