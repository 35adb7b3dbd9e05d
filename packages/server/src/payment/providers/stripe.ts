import type { BillingAddress, PaymentMethod } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import type { StripeKeys } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import type { ChargeResult, PaymentProvider } from './provider.ts';

/** A card as Stripe describes it, as the billing screens read it. */
function toMethod(pm: Stripe.PaymentMethod, defaultId: string | null): PaymentMethod {
  return {
    id: pm.id,
    network: pm.card?.brand ?? 'unknown',
    last4: pm.card?.last4 ?? '',
    exp_month: pm.card?.exp_month ?? 0,
    exp_year: pm.card?.exp_year ?? 0,
    holder_name: pm.billing_details?.name ?? '',
    default: pm.id === defaultId,
  };
}

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

/**
 * The Stripe adapter (the official `stripe` library), used when `STRIPE_SECRET_KEY` is set. The
 * browser tokenises the card with Stripe Elements on the setup intent this answers; the company's
 * Stripe customer is kept on its subscription row. A card Stripe refuses is a refusal with Stripe's
 * `code` and `decline_code`; any other Stripe failure throws (billing then says it is unavailable).
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  constructor(
    private readonly db: Kysely<DB>,
    private readonly keys: StripeKeys,
  ) {
    const endpoint = keys.apiUrl ? new URL(keys.apiUrl) : null;
    this.stripe = new Stripe(keys.secretKey, {
      maxNetworkRetries: 1,
      timeout: 20_000,
      ...(endpoint
        ? {
            host: endpoint.hostname,
            port: endpoint.port || (endpoint.protocol === 'https:' ? 443 : 80),
            protocol: endpoint.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }

  async customer(companyId: number): Promise<string> {
    const row = await this.db
      .selectFrom('subscriptions')
      .select(['payment_provider', 'payment_customer'])
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    if (row?.payment_provider === 'stripe' && row.payment_customer) return row.payment_customer;
    // The idempotency key makes two first calls at once one customer at Stripe.
    const created = await this.stripe.customers.create(
      { metadata: { company_id: String(companyId) } },
      { idempotencyKey: `omnicanal-customer-${companyId}` },
    );
    await this.db
      .updateTable('subscriptions')
      .set({ payment_provider: 'stripe', payment_customer: created.id })
      .where('company_id', '=', companyId)
      .execute();
    return created.id;
  }

  private async stripeCustomer(customer: string): Promise<Stripe.Customer | null> {
    const found = await this.stripe.customers.retrieve(customer);
    return 'deleted' in found && found.deleted ? null : (found as Stripe.Customer);
  }

  async billingAddress(customer: string): Promise<BillingAddress | null> {
    const found = await this.stripeCustomer(customer);
    const address = found?.address;
    if (!found || !address?.line1 || !address.city || !address.postal_code || !address.country) return null;
    return {
      name: found.name ?? '',
      line1: address.line1,
      line2: address.line2 ?? '',
      city: address.city,
      state: address.state ?? '',
      postal_code: address.postal_code,
      country: address.country,
    };
  }

  async setBillingAddress(customer: string, address: BillingAddress): Promise<void> {
    const { name, ...rest } = address;
    await this.stripe.customers.update(customer, { name, address: rest });
  }

  async setup(customer: string) {
    const intent = await this.stripe.setupIntents.create({ customer, usage: 'off_session' });
    return { clientSecret: intent.client_secret ?? '', publishableKey: this.keys.publishableKey };
  }

  /** A card of this customer at Stripe, or null. */
  private async ownCard(customer: string, paymentMethod: string): Promise<Stripe.PaymentMethod | null> {
    try {
      const pm = await this.stripe.paymentMethods.retrieve(paymentMethod);
      return idOf(pm.customer) === customer ? pm : null;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
      throw error;
    }
  }

  async attach(customer: string, _companyId: number, paymentMethod: string): Promise<PaymentMethod | null> {
    let pm: Stripe.PaymentMethod;
    try {
      pm = await this.stripe.paymentMethods.retrieve(paymentMethod);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
      throw error;
    }
    const owner = idOf(pm.customer);
    if (owner && owner !== customer) return null;
    // Confirming the setup intent in the browser attached it already; a bare token is attached here.
    if (!owner) pm = await this.stripe.paymentMethods.attach(paymentMethod, { customer });
    const found = await this.stripeCustomer(customer);
    let defaultId = idOf(found?.invoice_settings?.default_payment_method);
    if (!defaultId) {
      await this.stripe.customers.update(customer, { invoice_settings: { default_payment_method: pm.id } });
      defaultId = pm.id;
    }
    return toMethod(pm, defaultId);
  }

  async detach(customer: string, paymentMethod: string): Promise<boolean> {
    if (!(await this.ownCard(customer, paymentMethod))) return false;
    await this.stripe.paymentMethods.detach(paymentMethod);
    return true;
  }

  async setDefault(customer: string, paymentMethod: string): Promise<boolean> {
    if (!(await this.ownCard(customer, paymentMethod))) return false;
    await this.stripe.customers.update(customer, {
      invoice_settings: { default_payment_method: paymentMethod },
    });
    return true;
  }

  async paymentMethods(customer: string): Promise<PaymentMethod[]> {
    const found = await this.stripeCustomer(customer);
    const defaultId = idOf(found?.invoice_settings?.default_payment_method);
    const list = await this.stripe.customers.listPaymentMethods(customer, { type: 'card', limit: 100 });
    return list.data.map((pm) => toMethod(pm, defaultId));
  }

  async charge(
    customer: string,
    input: { amountCents: number; currency: string; paymentMethod: string | null; description: string },
  ): Promise<ChargeResult> {
    let paymentMethod = input.paymentMethod;
    if (!paymentMethod) {
      const found = await this.stripeCustomer(customer);
      paymentMethod = idOf(found?.invoice_settings?.default_payment_method);
    }
    if (!paymentMethod)
      return { ok: false, code: 'payment_method_required', declineCode: 'payment_method_required' };
    try {
      const intent = await this.stripe.paymentIntents.create({
        amount: input.amountCents,
        currency: input.currency,
        customer,
        payment_method: paymentMethod,
        description: input.description,
        off_session: true,
        confirm: true,
      });
      if (intent.status !== 'succeeded')
        return { ok: false, code: 'card_declined', declineCode: 'authentication_required' };
      return { ok: true, reference: intent.id };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        const code = error.code ?? 'card_declined';
        return { ok: false, code, declineCode: error.decline_code ?? code };
      }
      throw error;
    }
  }
}
