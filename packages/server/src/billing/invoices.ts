import type { Invoice } from '@omnicanal/api';
import type { Selectable } from 'kysely';
import type { InvoicesTable } from './tables.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** An invoice as the billing screens read it. */
export function toInvoice(row: Selectable<InvoicesTable>): Invoice {
  return {
    id: row.id,
    number: row.number,
    offer: row.offer_code,
    currency: row.currency,
    period: row.period,
    amount_cents: row.amount_cents,
    tax_cents: row.tax_cents,
    total_cents: row.total_cents,
    status: row.status,
    date: row.created_at.toISOString(),
    period_start: iso(row.period_start),
    period_end: row.period_end ? iso(row.period_end) : null,
    error_code: row.error_code,
    hosted_url: null,
  };
}

/** An invoice's reference: the company, the period's first day and the offer, readable and unique. */
export function invoiceNumber(companyId: number, periodStart: Date, offer: string): string {
  const day = periodStart.toISOString().slice(0, 10).replaceAll('-', '');
  return `OC-${companyId}-${day}-${offer.toUpperCase()}`;
}
