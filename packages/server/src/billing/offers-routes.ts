import { OfferList, OffersQuery, SubscribeAnswer, SubscribeInput } from '@omnicanal/api';
import type { ServicePlugin } from '../http/valibot.ts';
import { paymentProviderOf } from '../payment/providers/select.ts';
import { companyOffer } from './company-offer.ts';
import { usageOf } from './customer.ts';
import { atProvider } from './provider-errors.ts';
import { renewDueSubscriptions } from './renewals.ts';
import { listOffers, offerViews, subscriptionOf, subscriptionView } from './repo.ts';
import { subscribe } from './subscribe.ts';

/**
 * Spec 002 §2: billing exists in the hosted edition only (404 in the self-hosted one), and its
 * screens are for administrators and the owner.
 */
export const BILLING_ACCESS = {
  auth: 'user',
  rank: 'admin',
  hostedOnly: true,
  what: 'billing',
  denied: 'Only owners and administrators may manage the plan and billing.',
} as const;

/** Promo codes as `?codes=` carries them: comma-separated, blanks ignored, each once. */
export function promoCodes(query: string | undefined): string[] {
  return [
    ...new Set(
      (query ?? '')
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The offers of the core API (spec 002 §7 "Offers"), mounted under /api/core: the catalogue, the
 * company's subscription and usage, subscribing, and the clock that renews subscriptions.
 */
export const offersRoutes: ServicePlugin = async (app) => {
  const provider = paymentProviderOf(app.db, app.config.stripe);
  app.get(
    '/offers/',
    {
      config: BILLING_ACCESS,
      schema: {
        summary: 'The offers catalogue, with the company’s subscription and usage.',
        description:
          'Hosted edition only; owners and administrators. `codes` adds the offers of promo codes.',
        querystring: OffersQuery,
        response: { 200: OfferList },
      },
    },
    async (request): Promise<OfferList> => {
      const { companyId } = request.actor;
      const now = new Date(app.clock());
      const offers = await listOffers(app.db, promoCodes(request.query.codes), now);
      const terms = await companyOffer(app.db, companyId, app.config.edition);
      return {
        payment_provider: provider.name,
        results: await offerViews(app.db, offers),
        subscription: subscriptionView(await subscriptionOf(app.db, companyId)),
        usage: await usageOf(app.db, companyId, terms, now),
      };
    },
  );

  app.post(
    '/offers/subscribe/',
    {
      config: BILLING_ACCESS,
      schema: {
        summary: 'Subscribes the company to an offer; its first invoice is charged.',
        description: 'Hosted edition only; owners and administrators.',
        body: SubscribeInput,
        response: { 200: SubscribeAnswer },
      },
    },
    async (request): Promise<SubscribeAnswer> =>
      atProvider(
        () => subscribe(app.db, provider, request.actor.companyId, request.body, new Date(app.clock())),
        (error) => request.log.error(error),
      ),
  );

  // The billing clock: subscriptions whose period ended are renewed (their next invoice made and
  // charged). Claimed rows and unique invoices make it safe on any number of instances.
  if (app.config.edition === 'hosted')
    app.scheduler.every('billing renewals', app.config.billingTickMs, {
      tick: () => renewDueSubscriptions(app.db, provider, new Date(app.clock())),
    });
};
