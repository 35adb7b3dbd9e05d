import type { BillingAddress, PaymentMethod, PaymentProviderName } from '@omnicanal/api';
import type { Currency } from '@omnicanal/core';

/** A charge the provider refused, in the card provider's words (Stripe's `code` and `decline_code`). */
export interface PaymentRefusal {
  ok: false;
  /** `card_declined`, `expired_card`, `incorrect_cvc`, `processing_error`… */
  code: string;
  /** Why a `card_declined` was declined (`insufficient_funds`, `generic_decline`…); else the code. */
  declineCode: string;
}

export type ChargeResult = { ok: true; reference: string } | PaymentRefusal;

/**
 * A card payment provider (spec 002 §7 `payment/stripe/*`), as Stripe's API shapes it: a customer
 * per company with its billing address, payment methods tokenised by the provider (the card number
 * never reaches our server) and attached to the customer, and charges on a payment method.
 * A method that fails to reach the provider throws; the routes then answer `billing_unavailable`.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The company's customer at the provider, made on first use. */
  customer(companyId: number): Promise<string>;
  billingAddress(customer: string): Promise<BillingAddress | null>;
  setBillingAddress(customer: string, address: BillingAddress): Promise<void>;
  /** What the browser needs to tokenise a card for this customer. */
  setup(customer: string): Promise<{ clientSecret: string; publishableKey: string | null }>;
  /** Attaches a tokenised card the company made; null when it names none of them. */
  attach(customer: string, companyId: number, paymentMethod: string): Promise<PaymentMethod | null>;
  /** Detaches a card of the customer; false when it has no such card. */
  detach(customer: string, paymentMethod: string): Promise<boolean>;
  /** Makes a card of the customer its default; false when it has no such card. */
  setDefault(customer: string, paymentMethod: string): Promise<boolean>;
  paymentMethods(customer: string): Promise<PaymentMethod[]>;
  /** Charges a card of the customer (its default when none is named). */
  charge(
    customer: string,
    input: { amountCents: number; currency: Currency; paymentMethod: string | null; description: string },
  ): Promise<ChargeResult>;
}
