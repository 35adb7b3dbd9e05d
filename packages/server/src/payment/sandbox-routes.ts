import { SandboxCardInput, SandboxCardToken } from '@omnicanal/api';
import { BILLING_ACCESS } from '../billing/offers-routes.ts';
import { HttpError } from '../http/errors.ts';
import type { ServicePlugin } from '../http/valibot.ts';
import { customerOfSecret, paymentMethodId } from './providers/sandbox.ts';
import { readTestCard } from './providers/test-cards.ts';

/** Spec 002 §8 card messages, keyed by Stripe's codes. */
const CARD_ERRORS: Readonly<Record<string, string>> = {
  incorrect_number: 'The card number is incorrect.',
  incomplete_number: 'The card number is incomplete.',
  card_declined: 'Your card was declined: the sandbox takes only Stripe test cards.',
  invalid_expiry: 'The card has expired.',
};

const cardError = (code: string, field = 'number') =>
  new HttpError(400, code, CARD_ERRORS[code] ?? 'The card was refused.', { [field]: [code] });

/**
 * The sandbox's tokenising call, the part Stripe Elements plays with the real provider: the card
 * field sends the test card here with the setup secret and gets a payment method id to attach.
 * The number is read to find the test card and forgotten: only its brand, last four digits and
 * test behaviour are kept. Exists only while the sandbox is the active provider.
 */
export const sandboxRoutes: ServicePlugin = async (app) => {
  app.post(
    '/payment/sandbox/tokens/',
    {
      config: BILLING_ACCESS,
      schema: {
        summary: 'Tokenises a test card for the sandbox payment provider.',
        description:
          'Only while the sandbox is the active provider; takes Stripe’s test card numbers only and keeps the brand and last four digits.',
        body: SandboxCardInput,
        response: { 201: SandboxCardToken },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const customer = customerOfSecret(input.client_secret);
      const own = customer
        ? await app.db
            .selectFrom('payment_sandbox_customers')
            .select('id')
            .where('id', '=', customer)
            .where('company_id', '=', request.actor.companyId)
            .executeTakeFirst()
        : undefined;
      if (!own)
        throw new HttpError(400, 'invalid_payload', 'The setup secret is not valid.', {
          client_secret: ['invalid'],
        });
      const card = readTestCard(input.number);
      if (!card.ok) throw cardError(card.code);
      const now = new Date(app.clock());
      const expired =
        input.exp_year < now.getUTCFullYear() ||
        (input.exp_year === now.getUTCFullYear() && input.exp_month < now.getUTCMonth() + 1);
      if (expired) throw cardError('invalid_expiry', 'exp_year');
      const row = await app.db
        .insertInto('payment_sandbox_methods')
        .values({
          id: paymentMethodId(),
          customer_id: null,
          created_by: request.actor.companyId,
          brand: card.brand,
          last4: input.number.slice(-4),
          exp_month: input.exp_month,
          exp_year: input.exp_year,
          holder_name: input.holder_name,
          outcome: JSON.stringify(card.outcome),
        })
        .returning(['id', 'brand', 'last4'])
        .executeTakeFirstOrThrow();
      return reply.code(201).send({ id: row.id, network: row.brand, last4: row.last4 });
    },
  );
};
