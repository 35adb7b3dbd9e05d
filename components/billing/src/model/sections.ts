import { CURRENCIES, type Currency, isOfferCode, type OfferCode } from '@omnicanal/core';

/**
 * The screens of `<oc-billing>` (spec 002 §2 `/settings/billing`: address, invoices, payments,
 * payments/add, subscription/{offer?}/{currency?}, summary), named by the `section` attribute.
 */
export const SECTIONS = [
  'subscription',
  'address',
  'payments',
  'payments/add',
  'invoices',
  'summary',
] as const;
export type Section = (typeof SECTIONS)[number];

/** A `section` attribute read: the screen, and for the plans the offer and currency it opens on. */
export interface SectionRoute {
  section: Section;
  offer: OfferCode | null;
  currency: Currency | null;
}

const isCurrency = (value: string | undefined): value is Currency =>
  (CURRENCIES as readonly string[]).includes(value ?? '');

/**
 * Reads `subscription/pro/eur`, `payments/add`, `invoices`…; none is the plans. Null for a section
 * that does not exist, or an offer or currency that does not.
 */
export function sectionOf(attribute: string | undefined): SectionRoute | null {
  const path = (attribute ?? '').replace(/^\/+|\/+$/g, '') || 'subscription';
  const [head, ...rest] = path.split('/');
  if (head === 'subscription') {
    const [offer, currency, ...more] = rest;
    if (more.length > 0 || (offer !== undefined && !isOfferCode(offer))) return null;
    if (currency !== undefined && !isCurrency(currency)) return null;
    return { section: 'subscription', offer: offer ?? null, currency: currency ?? null };
  }
  // `payment/add` was the console's path for a new card before it took the spec's `payments/add`.
  const section = path === 'payment/add' ? 'payments/add' : path;
  if (!(SECTIONS as readonly string[]).includes(section)) return null;
  return { section: section as Section, offer: null, currency: null };
}

/** Where the console shows a section (spec 002 §2; the named routes' own paths for the plans and a new card). */
export function sectionPath(section: Section, offer?: OfferCode, currency?: Currency): string {
  if (section === 'subscription')
    return offer
      ? `/settings/billing/subscription/${offer}${currency ? `/${currency}` : ''}`
      : '/settings/billing/subscription';
  return `/settings/billing/${section}`;
}
