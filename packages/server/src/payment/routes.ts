import {
  BillingAddress,
  BillingDetails,
  InvoiceList,
  PaymentCustomer,
  PaymentMethod,
  PaymentMethodList,
  PaymentMethodRef,
  PaymentSetup,
  TaxRateList,
  TaxRatesQuery,
} from '@omnicanal/api';
import type { FastifyRequest } from 'fastify';
import { toInvoice } from '../billing/invoices.ts';
import { BILLING_ACCESS } from '../billing/offers-routes.ts';
import { atProvider } from '../billing/provider-errors.ts';
import { notFound } from '../http/errors.ts';
import type { ServicePlugin } from '../http/valibot.ts';
import { paymentProviderOf } from './providers/select.ts';
import { sandboxRoutes } from './sandbox-routes.ts';
import { taxBasisPoints } from './tax-rates.ts';
import { stripeWebhookRoutes } from './webhook.ts';

/** Spec 002 §8 sentence for a card that is not the company's (the path's `payment method`). */
const noCard = () => notFound('payment method');

/**
 * The payment calls of the core API (spec 002 §7 `payment/stripe/*`), mounted under /api/core,
 * whatever provider is active: the paths keep the spec's `stripe`. Hosted edition only, for owners
 * and administrators. The card number never reaches these routes: cards arrive tokenised by the
 * provider (`paymentmethod_id`).
 */
export const paymentRoutes: ServicePlugin = async (app) => {
  const provider = paymentProviderOf(app.db, app.config.stripe);
  const at = <T>(request: FastifyRequest, call: () => Promise<T>) =>
    atProvider(call, (error) => request.log.error(error));
  const customerOf = (request: FastifyRequest) =>
    at(request, () => provider.customer(request.actor.companyId));
  const config = BILLING_ACCESS;

  app.post(
    '/payment/stripe/customer/',
    {
      config,
      schema: {
        summary: 'The company’s customer at the payment provider, made on first use.',
        response: { 200: PaymentCustomer },
      },
    },
    async (request): Promise<PaymentCustomer> => ({ id: await customerOf(request), provider: provider.name }),
  );

  app.get(
    '/payment/stripe/billingdetails/',
    { config, schema: { summary: 'The company’s billing address.', response: { 200: BillingDetails } } },
    async (request): Promise<BillingDetails> => {
      const customer = await customerOf(request);
      return { address: await at(request, () => provider.billingAddress(customer)) };
    },
  );

  app.post(
    '/payment/stripe/billingdetails/',
    {
      config,
      schema: {
        summary: 'Changes the company’s billing address.',
        body: BillingAddress,
        response: { 200: BillingDetails },
      },
    },
    async (request): Promise<BillingDetails> => {
      const customer = await customerOf(request);
      await at(request, () => provider.setBillingAddress(customer, request.body));
      return { address: await at(request, () => provider.billingAddress(customer)) };
    },
  );

  const methods = async (request: FastifyRequest): Promise<PaymentMethodList> => {
    const customer = await customerOf(request);
    return { provider: provider.name, results: await at(request, () => provider.paymentMethods(customer)) };
  };

  app.get(
    '/payment/stripe/paymentmethods/',
    {
      config,
      schema: { summary: 'Lists the company’s payment cards.', response: { 200: PaymentMethodList } },
    },
    methods,
  );

  app.delete(
    '/payment/stripe/paymentmethods/',
    {
      config: { ...config, answers: 'no-content' },
      schema: { summary: 'Removes a payment card.', body: PaymentMethodRef },
    },
    async (request, reply) => {
      const customer = await customerOf(request);
      if (!(await at(request, () => provider.detach(customer, request.body.paymentmethod_id))))
        throw noCard();
      return reply.code(204).send();
    },
  );

  app.post(
    '/payment/stripe/paymentmethods/default/',
    {
      config,
      schema: {
        summary: 'Makes a card the one invoices are charged to.',
        body: PaymentMethodRef,
        response: { 200: PaymentMethodList },
      },
    },
    async (request) => {
      const customer = await customerOf(request);
      if (!(await at(request, () => provider.setDefault(customer, request.body.paymentmethod_id))))
        throw noCard();
      return methods(request);
    },
  );

  app.post(
    '/payment/stripe/paymentmethods/setup/',
    {
      config,
      schema: {
        summary: 'Prepares adding a card: the provider’s setup secret and key.',
        description:
          'Card numbers go to the provider (or, with the sandbox, to `tokenize_url`), never to the other routes.',
        response: { 200: PaymentSetup },
      },
    },
    async (request): Promise<PaymentSetup> => {
      const customer = await customerOf(request);
      const setup = await at(request, () => provider.setup(customer));
      return {
        provider: provider.name,
        client_secret: setup.clientSecret,
        publishable_key: setup.publishableKey,
        tokenize_url: provider.name === 'sandbox' ? '/api/core/payment/sandbox/tokens/' : null,
      };
    },
  );

  app.post(
    '/payment/stripe/paymentmethods/attach/',
    {
      config,
      schema: {
        summary: 'Adds a card, tokenised by the provider, to the company.',
        body: PaymentMethodRef,
        response: { 201: PaymentMethod },
      },
    },
    async (request, reply) => {
      const { companyId } = request.actor;
      const customer = await customerOf(request);
      const card = await at(request, () =>
        provider.attach(customer, companyId, request.body.paymentmethod_id),
      );
      if (!card) throw noCard();
      return reply.code(201).send(card);
    },
  );

  app.get(
    '/payment/stripe/invoices/',
    {
      config,
      schema: { summary: 'Lists the company’s invoices, newest first.', response: { 200: InvoiceList } },
    },
    async (request): Promise<InvoiceList> => {
      const rows = await app.db
        .selectFrom('invoices')
        .selectAll()
        .where('company_id', '=', request.actor.companyId)
        .orderBy('period_start', 'desc')
        .orderBy('created_at', 'desc')
        .execute();
      return { provider: provider.name, results: rows.map(toInvoice) };
    },
  );

  app.get(
    '/payment/stripe/taxrates/',
    {
      config,
      schema: {
        summary: 'The VAT rate applied to a country.',
        querystring: TaxRatesQuery,
        response: { 200: TaxRateList },
      },
    },
    async (request): Promise<TaxRateList> => {
      const { country } = request.query;
      const basisPoints = taxBasisPoints(country);
      if (basisPoints === 0) return { results: [] };
      return {
        results: [{ country, display_name: 'VAT', percentage: basisPoints / 100, basis_points: basisPoints }],
      };
    },
  );

  if (provider.name === 'sandbox') await app.register(sandboxRoutes);
  // Stripe's events arrive signed on a route of their own (its body is read as text).
  await app.register(stripeWebhookRoutes(app.config.stripe));
};
