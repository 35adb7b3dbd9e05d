import * as v from 'valibot';
import { PartnerOrigin, PartnerOriginInput, WebOrigin } from './partner-origin.ts';

/*
 * Website domains (issue 23, the visitor side): the origins of a company's own websites. The
 * widget's calls and socket answer any website until the company, or an entry point, lists some;
 * then only those. Written as browsers send `Origin`: `https://www.boulangerie.fr`, no path.
 */

/** Most origins in one list (the company's, or an entry point's). */
export const WEBSITE_DOMAINS_MAX = 100;

/** A list of website origins, each checked on its own (`website_domains.2`: `invalid_origin`). */
export const WebsiteDomainList = v.pipe(
  v.array(WebOrigin),
  v.maxLength(WEBSITE_DOMAINS_MAX, 'too_long'),
  // The same origin twice is the same rule: keep it once.
  v.transform((origins) => [...new Set(origins)]),
);

/** A website domain of the company, as listed (Settings › API publique): a partner origin's shape. */
export const WebsiteDomain = PartnerOrigin;
export type WebsiteDomain = v.InferOutput<typeof WebsiteDomain>;

/** `POST /website-domains/`: the origin of one of the company's websites. */
export const WebsiteDomainInput = PartnerOriginInput;
export type WebsiteDomainInput = v.InferOutput<typeof WebsiteDomainInput>;
