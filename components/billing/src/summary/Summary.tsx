import { useStore } from '@nanostores/react';
import { useResource } from '@omnicanal/element';
import { $locale } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { readBillingDetails, readCards, readOffers, readTaxRates } from '../model/client.ts';
import { formatDate, formatMoney } from '../model/money.ts';
import { priceOf } from '../model/offers.ts';
import { useNavigate } from '../navigation.ts';
import { cardLabel } from '../payments/cardLabel.ts';
import { ResourceState } from '../shared/ResourceState.tsx';
import { Screen } from '../shared/Screen.tsx';

/**
 * The billing summary (spec 002 §3, §5): the plan and its period, the next invoice with the tax of
 * the billing address's country, the address and the default card, each with the way to change it.
 * Spec 002 §5: the summary needs a billing address, so without one it leads there.
 */
export function Summary(): ReactElement {
  const t = useT();
  const locale = useStore($locale);
  const navigate = useNavigate();
  const data = useResource(async () => {
    const [offers, details, cards] = await Promise.all([readOffers(), readBillingDetails(), readCards()]);
    const taxes = details.address ? (await readTaxRates(details.address.country)).results : [];
    return { offers, address: details.address, cards: cards.results, taxes };
  }, 'summary');
  return (
    <Screen title="billing:summary.title" provider={data.data?.offers.payment_provider}>
      <ResourceState resource={data}>
        {({ offers, address, cards, taxes }) => {
          const { subscription: s } = offers;
          const offer = offers.results.find((o) => o.code === s.offer);
          const price = offer ? priceOf(offer, s.currency, s.period) : null;
          const rate = taxes[0]?.basis_points ?? 0;
          const tax = price ? Math.round((price.amount_cents * rate) / 10_000) : 0;
          const money = (cents: number) => formatMoney(cents, s.currency, locale);
          const card = cards.find((c) => c.default);
          const countryName = (code: string) =>
            new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
          const renews = s.current_period_end && price && price.amount_cents > 0 && s.status !== 'canceled';
          return (
            <>
              {address ? null : (
                <div role="alert" className="notice error">
                  <p>{t('billing:payment_errors.billing_address_required')}</p>
                  <button type="button" className="primary" onClick={() => navigate('address')}>
                    {t('billing:confirm.to_address')}
                  </button>
                </div>
              )}
              <dl className="facts">
                <dt>{t('billing:summary.plan')}</dt>
                <dd>
                  {t(`billing:offers.${s.offer}`)} · {t(`billing:periods.${s.period}`)} ·{' '}
                  {t(`billing:statuses.${s.status}`)}
                </dd>
                <dt>{t('billing:summary.period')}</dt>
                <dd>
                  {s.current_period_end
                    ? t('billing:summary.period_range', {
                        start: formatDate(s.current_period_start, locale),
                        end: formatDate(s.current_period_end, locale),
                      })
                    : t('billing:summary.since', { start: formatDate(s.current_period_start, locale) })}
                </dd>
                <dt>{t('billing:summary.next_invoice')}</dt>
                <dd>
                  {renews && price && s.current_period_end
                    ? t('billing:summary.next_invoice_on', {
                        date: formatDate(s.current_period_end, locale),
                        total: money(price.amount_cents + tax),
                      })
                    : t('billing:summary.no_next_invoice')}
                </dd>
                <dt>{t('billing:summary.taxes')}</dt>
                <dd>
                  {address
                    ? taxes[0]
                      ? t('billing:summary.tax_rate', {
                          rate: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(
                            taxes[0].percentage,
                          ),
                          country: countryName(address.country),
                          amount: price ? money(tax) : money(0),
                        })
                      : t('billing:summary.no_tax', { country: countryName(address.country) })
                    : '—'}
                </dd>
                <dt>{t('billing:summary.address')}</dt>
                <dd>
                  {address
                    ? [
                        address.name,
                        address.line1,
                        address.line2,
                        `${address.postal_code} ${address.city}`,
                        address.country,
                      ]
                        .filter(Boolean)
                        .join(', ')
                    : '—'}
                </dd>
                <dt>{t('billing:summary.card')}</dt>
                <dd>{card ? cardLabel(card, t) : t('billing:summary.no_card')}</dd>
              </dl>
              <nav className="screen-actions" aria-label={t('billing:summary.links')}>
                <button type="button" onClick={() => navigate('subscription')}>
                  {t('billing:summary.to_plans')}
                </button>
                <button type="button" onClick={() => navigate('address')}>
                  {t('billing:address.title')}
                </button>
                <button type="button" onClick={() => navigate('payments')}>
                  {t('billing:payments.title')}
                </button>
                <button type="button" onClick={() => navigate('invoices')}>
                  {t('billing:invoices.title')}
                </button>
              </nav>
            </>
          );
        }}
      </ResourceState>
    </Screen>
  );
}
