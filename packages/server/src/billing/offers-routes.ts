import { OfferList, OffersQuery } from '@omnicanal/api';
import type { ServicePlugin } from '../http/valibot.ts';
import { companyOffer } from './company-offer.ts';
import { usageOf } from './customer.ts';
import { listOffers, offerViews, subscriptionOf, subscriptionView } from './repo.ts';

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

/** The offers of the core API (spec 002 §7 "Offers"), mounted under /api/core. */
export const offersRoutes: ServicePlugin = async (app) => {
  app.get(
    '/offers/',
    { config: BILLING_ACCESS, schema: { querystring: OffersQuery, response: { 200: OfferList } } },
    async (request): Promise<OfferList> => {
      const { companyId } = request.actor;
      const now = new Date(app.clock());
      const offers = await listOffers(app.db, promoCodes(request.query.codes), now);
      const terms = await companyOffer(app.db, companyId, app.config.edition);
      return {
        results: await offerViews(app.db, offers),
        subscription: subscriptionView(await subscriptionOf(app.db, companyId)),
        usage: await usageOf(app.db, companyId, terms, now),
      };
    },
  );
};
