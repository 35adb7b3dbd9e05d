import { randomBytes } from 'node:crypto';
import type { BillingAddress, PaymentMethod } from '@omnicanal/api';
import type { Kysely, Selectable } from 'kysely';
import type { PaymentSandboxMethodsTable } from '../../billing/tables.ts';
import type { DB } from '../../db/schema.ts';
import type { ChargeResult, PaymentProvider } from './provider.ts';
import type { CardOutcome } from './test-cards.ts';

const id = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

/** The setup secret names its customer, so the tokenising call can tell whose card it makes. */
export const setupSecret = (customer: string) => `seti_${customer}_secret_${randomBytes(12).toString('hex')}`;

/** The customer a setup secret was made for, or null when it is not one. */
export function customerOfSecret(secret: string): string | null {
  return /^seti_(cus_sandbox_[0-9a-f]{24})_secret_[0-9a-f]{24}$/.exec(secret)?.[1] ?? null;
}

/** A new sandbox payment method id. */
export const paymentMethodId = () => id('pm');

/**
 * The sandbox payment provider: it plays Stripe's test mode inside the reference server, in its own
 * tables (`payment_sandbox_*`), with Stripe's test cards and error codes. Nothing is really charged.
 * Cards are tokenised by its own call (payment/sandbox-routes.ts), which keeps the brand, the last
 * four digits and the test behaviour of the number, never the number.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  constructor(private readonly db: Kysely<DB>) {}

  async customer(companyId: number): Promise<string> {
    await this.db
      .insertInto('payment_sandbox_customers')
      .values({ id: id('cus'), company_id: companyId })
      .onConflict((oc) => oc.column('company_id').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('payment_sandbox_customers')
      .select('id')
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async billingAddress(customer: string): Promise<BillingAddress | null> {
    const row = await this.db
      .selectFrom('payment_sandbox_customers')
      .select('address')
      .where('id', '=', customer)
      .executeTakeFirst();
    return row?.address ?? null;
  }

  async setBillingAddress(customer: string, address: BillingAddress): Promise<void> {
    await this.db
      .updateTable('payment_sandbox_customers')
      .set({ address: JSON.stringify(address) })
      .where('id', '=', customer)
      .execute();
  }

  async setup(customer: string) {
    return { clientSecret: setupSecret(customer), publishableKey: null };
  }

  async attach(customer: string, companyId: number, paymentMethod: string): Promise<PaymentMethod | null> {
    const attached = await this.db
      .updateTable('payment_sandbox_methods')
      .set({ customer_id: customer })
      .where('id', '=', paymentMethod)
      .where('created_by', '=', companyId)
      .where((eb) => eb.or([eb('customer_id', 'is', null), eb('customer_id', '=', customer)]))
      .returningAll()
      .executeTakeFirst();
    if (!attached) return null;
    // The first card becomes the default, as the console expects one to pay with.
    await this.db
      .updateTable('payment_sandbox_customers')
      .set({ default_payment_method: paymentMethod })
      .where('id', '=', customer)
      .where('default_payment_method', 'is', null)
      .execute();
    return (await this.paymentMethods(customer)).find((m) => m.id === paymentMethod) ?? null;
  }

  async detach(customer: string, paymentMethod: string): Promise<boolean> {
    const gone = await this.db
      .deleteFrom('payment_sandbox_methods')
      .where('id', '=', paymentMethod)
      .where('customer_id', '=', customer)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) return false;
    await this.db
      .updateTable('payment_sandbox_customers')
      .set({ default_payment_method: null })
      .where('id', '=', customer)
      .where('default_payment_method', '=', paymentMethod)
      .execute();
    return true;
  }

  async setDefault(customer: string, paymentMethod: string): Promise<boolean> {
    const own = await this.method(customer, paymentMethod);
    if (!own) return false;
    await this.db
      .updateTable('payment_sandbox_customers')
      .set({ default_payment_method: paymentMethod })
      .where('id', '=', customer)
      .execute();
    return true;
  }

  async paymentMethods(customer: string): Promise<PaymentMethod[]> {
    const owner = await this.db
      .selectFrom('payment_sandbox_customers')
      .select('default_payment_method')
      .where('id', '=', customer)
      .executeTakeFirst();
    const rows = await this.db
      .selectFrom('payment_sandbox_methods')
      .selectAll()
      .where('customer_id', '=', customer)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => toMethod(row, row.id === owner?.default_payment_method));
  }

  async charge(
    customer: string,
    input: { amountCents: number; paymentMethod: string | null },
  ): Promise<ChargeResult> {
    let chosen = input.paymentMethod;
    if (!chosen) {
      const owner = await this.db
        .selectFrom('payment_sandbox_customers')
        .select('default_payment_method')
        .where('id', '=', customer)
        .executeTakeFirst();
      chosen = owner?.default_payment_method ?? null;
    }
    const method = chosen ? await this.method(customer, chosen) : undefined;
    if (!method)
      return { ok: false, code: 'payment_method_required', declineCode: 'payment_method_required' };
    const outcome = JSON.parse(method.outcome) as CardOutcome;
    if (!outcome.ok) return { ok: false, code: outcome.code, declineCode: outcome.declineCode };
    return { ok: true, reference: id('ch') };
  }

  private method(customer: string, paymentMethod: string) {
    return this.db
      .selectFrom('payment_sandbox_methods')
      .selectAll()
      .where('id', '=', paymentMethod)
      .where('customer_id', '=', customer)
      .executeTakeFirst();
  }
}

function toMethod(row: Selectable<PaymentSandboxMethodsTable>, isDefault: boolean): PaymentMethod {
  return {
    id: row.id,
    network: row.brand,
    last4: row.last4,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    holder_name: row.holder_name,
    default: isDefault,
  };
}
