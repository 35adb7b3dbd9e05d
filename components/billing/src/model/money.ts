import type { Currency } from '@omnicanal/core';

/**
 * An amount in integer cents (how the server and the card providers count) written in its own
 * currency for the reader's language: `99,00 €` in French, `€99.00` in English.
 */
export function formatMoney(cents: number, currency: Currency | string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    // A price per extra message can be a fraction of a cent: shown as sold, not rounded to 0,00 €.
    maximumFractionDigits: Number.isInteger(cents) ? 2 : 4,
  }).format(cents / 100);
}

/** A count (a package of messages) as a reader of `locale` writes it. */
export const formatCount = (count: number, locale: string): string =>
  new Intl.NumberFormat(locale).format(count);

/** A date of the server (ISO instant) as a reader of `locale` writes it. */
export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
}
