import { useStore } from '@nanostores/react';
import type { Invoice } from '@omnicanal/api';
import { useResource } from '@omnicanal/element';
import { $locale } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { readInvoices } from '../model/client.ts';
import { safeInvoiceUrl } from '../model/links.ts';
import { formatDate, formatMoney } from '../model/money.ts';
import { ResourceState } from '../shared/ResourceState.tsx';
import { Screen } from '../shared/Screen.tsx';

/**
 * The company's invoices, newest first (spec 002 §3, §4): reference, date, offer and period, amount
 * with its tax in the invoice's own currency, state (`draft` shown "Waiting", `uncollectible` a
 * refused payment with its code, `void` cancelled) and the provider's page or PDF when there is one.
 */
export function Invoices(): ReactElement {
  const t = useT();
  const locale = useStore($locale);
  const invoices = useResource(() => readInvoices(), 'invoices');
  const money = (invoice: Invoice, cents: number) => formatMoney(cents, invoice.currency, locale);
  return (
    <Screen title="billing:invoices.title" intro="billing:invoices.intro" provider={invoices.data?.provider}>
      <ResourceState resource={invoices}>
        {({ results }) =>
          results.length === 0 ? (
            <p className="notice empty">{t('billing:invoices.empty')}</p>
          ) : (
            <table>
              <caption>{t('billing:invoices.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('billing:invoices.number')}</th>
                  <th scope="col">{t('billing:invoices.date')}</th>
                  <th scope="col">{t('billing:invoices.offer')}</th>
                  <th scope="col" className="num">
                    {t('billing:invoices.total')}
                  </th>
                  <th scope="col">{t('billing:invoices.status')}</th>
                  <th scope="col">{t('billing:invoices.document')}</th>
                </tr>
              </thead>
              <tbody>
                {results.map((invoice) => {
                  const url = safeInvoiceUrl(invoice.hosted_url);
                  return (
                    <tr key={invoice.id}>
                      <th scope="row">{invoice.number}</th>
                      <td data-label={t('billing:invoices.date')}>{formatDate(invoice.date, locale)}</td>
                      <td data-label={t('billing:invoices.offer')}>
                        {t(`billing:offers.${invoice.offer}`)} · {t(`billing:periods.${invoice.period}`)}
                      </td>
                      <td data-label={t('billing:invoices.total')} className="num">
                        {money(invoice, invoice.total_cents)}
                        <br />
                        <small>
                          {t('billing:invoices.tax_detail', {
                            amount: money(invoice, invoice.amount_cents),
                            tax: money(invoice, invoice.tax_cents),
                          })}
                        </small>
                      </td>
                      <td data-label={t('billing:invoices.status')}>
                        <span className={`status status-${invoice.status}`}>
                          {t(`billing:invoice_statuses.${invoice.status}`)}
                        </span>
                        {invoice.error_code ? (
                          <>
                            <br />
                            <small>{t('billing:invoices.error_code', { code: invoice.error_code })}</small>
                          </>
                        ) : null}
                      </td>
                      <td data-label={t('billing:invoices.document')}>
                        {url ? (
                          <a href={url} target="_blank" rel="noopener noreferrer">
                            {t('billing:invoices.open', { number: invoice.number })}
                          </a>
                        ) : (
                          t('billing:invoices.no_document')
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )
        }
      </ResourceState>
    </Screen>
  );
}
