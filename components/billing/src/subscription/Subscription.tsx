import { useStore } from '@nanostores/react';
import type { OfferList } from '@omnicanal/api';
import {
  BILLING_PERIODS,
  type BillingPeriod,
  CURRENCIES,
  type Currency,
  type OfferCode,
} from '@omnicanal/core';
import { useResource } from '@omnicanal/element';
import { $locale } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useId, useState } from 'react';
import { readBillingDetails, readCards, readOffers, readTaxRates } from '../model/client.ts';
import { formatCount, formatDate } from '../model/money.ts';
import { priceOf } from '../model/offers.ts';
import { useNavigate } from '../navigation.ts';
import { ResourceState } from '../shared/ResourceState.tsx';
import { Screen } from '../shared/Screen.tsx';
import { ConfirmSubscription } from './ConfirmSubscription.tsx';
import { OfferCard } from './OfferCard.tsx';
import { OfferRequest } from './OfferRequest.tsx';

export interface SubscriptionProps {
  /** The offer the route opens (`subscription/pro/eur`): its confirmation opens at once. */
  offer: OfferCode | null;
  currency: Currency | null;
}

/** Periods a plan is sold by; a deal tier's `once` is not a choice. */
const PERIODS = BILLING_PERIODS.filter((p): p is 'month' | 'year' => p !== 'once');

/**
 * Plans and subscription (spec 000 §1, 002 §2, §5, §9): the offers with their packages, euro or
 * dollar, monthly or yearly (the yearly saving shown), the company's plan and this month's usage;
 * choosing an offer opens its confirmation, which pays and subscribes.
 */
export function Subscription({
  offer: routeOffer,
  currency: routeCurrency,
}: SubscriptionProps): ReactElement {
  const t = useT();
  const locale = useStore($locale);
  const navigate = useNavigate();
  const [codes, setCodes] = useState<string[]>([]);
  const [promo, setPromo] = useState('');
  const promoId = useId();
  const data = useResource(async () => {
    const [offers, details, cards] = await Promise.all([
      readOffers(codes),
      readBillingDetails(),
      readCards(),
    ]);
    // The tax of the address's country, so that the confirmation says what will be charged.
    const taxes = details.address ? (await readTaxRates(details.address.country)).results : [];
    return {
      offers,
      address: details.address,
      cards: cards.results,
      taxBasisPoints: taxes[0]?.basis_points ?? 0,
    };
  }, codes.join(','));
  const [currency, setCurrency] = useState<Currency | null>(routeCurrency);
  const [period, setPeriod] = useState<BillingPeriod | null>(null);
  const [chosen, setChosen] = useState<OfferCode | null>(routeOffer);
  const [flash, setFlash] = useState<string | null>(null);
  const [requesting, setRequesting] = useState(false);

  return (
    <Screen
      title="billing:subscription.title"
      intro="billing:subscription.intro"
      provider={data.data?.offers.payment_provider}
    >
      <p role="status" className="flash">
        {flash ?? ''}
      </p>
      <ResourceState resource={data}>
        {({ offers, address, cards, taxBasisPoints }) => {
          const { subscription, usage } = offers;
          const shownCurrency = currency ?? subscription.currency;
          const shownPeriod = period ?? (subscription.period === 'year' ? 'year' : 'month');
          const picked = offers.results.find((o) => o.code === chosen);
          const isCurrent = (code: OfferCode) =>
            code === subscription.offer &&
            subscription.currency === shownCurrency &&
            (subscription.period === shownPeriod || subscription.period === 'once' || code === 'free');
          const shown = offers.results.filter((o) => o.on_request || priceOf(o, shownCurrency, shownPeriod));
          return (
            <>
              <Current offers={offers} locale={locale} />
              {subscription.status === 'past_due' ? (
                <div role="alert" className="notice error">
                  <p>{t('billing:subscription.past_due')}</p>
                  <button type="button" onClick={() => navigate('payments')}>
                    {t('billing:payments.title')}
                  </button>
                </div>
              ) : null}
              {usage.over_quota ? (
                <p role="alert" className="notice error">
                  {t('billing:usage.over_quota')}
                </p>
              ) : null}
              <div className="choices">
                <fieldset className="toggle">
                  <legend>{t('billing:subscription.currency')}</legend>
                  {CURRENCIES.map((c) => (
                    <label key={c}>
                      <input
                        type="radio"
                        name="currency"
                        value={c}
                        checked={shownCurrency === c}
                        onChange={() => setCurrency(c)}
                      />
                      {t(`billing:currencies.${c}`)}
                    </label>
                  ))}
                </fieldset>
                <fieldset className="toggle">
                  <legend>{t('billing:subscription.period')}</legend>
                  {PERIODS.map((p) => (
                    <label key={p}>
                      <input
                        type="radio"
                        name="period"
                        value={p}
                        checked={shownPeriod === p}
                        onChange={() => setPeriod(p)}
                      />
                      {t(`billing:periods.${p}`)}
                    </label>
                  ))}
                </fieldset>
                <form
                  className="promo"
                  onSubmit={(event) => {
                    event.preventDefault();
                    const code = promo.trim();
                    // The server opens an offer with one promo code at a time.
                    if (code) setCodes([code]);
                  }}
                >
                  <label htmlFor={promoId}>{t('billing:subscription.promo')}</label>
                  <input
                    id={promoId}
                    value={promo}
                    maxLength={100}
                    onChange={(event) => setPromo(event.target.value)}
                  />
                  <button type="submit">{t('billing:subscription.promo_apply')}</button>
                </form>
              </div>
              {shown.length === 0 ? (
                <p className="notice empty">{t('billing:subscription.empty')}</p>
              ) : (
                <div className="offers">
                  {shown.map((o) => (
                    <OfferCard
                      key={o.code}
                      offer={o}
                      currency={shownCurrency}
                      period={shownPeriod}
                      locale={locale}
                      current={isCurrent(o.code)}
                      onChoose={() => {
                        setFlash(null);
                        setChosen(o.code);
                      }}
                      onRequest={() => {
                        setFlash(null);
                        setRequesting(true);
                      }}
                    />
                  ))}
                </div>
              )}
              {picked && !picked.on_request && priceOf(picked, shownCurrency, shownPeriod) ? (
                <ConfirmSubscription
                  offer={picked}
                  currency={shownCurrency}
                  period={shownPeriod}
                  locale={locale}
                  address={address}
                  taxBasisPoints={taxBasisPoints}
                  cards={cards}
                  code={picked.kind === 'deal' ? codes[0] : undefined}
                  onCancel={() => setChosen(null)}
                  onDone={() => {
                    setChosen(null);
                    setFlash(t('billing:subscription.done', { name: t(`billing:offers.${picked.code}`) }));
                    data.reload();
                  }}
                />
              ) : null}
              {requesting ? (
                <OfferRequest
                  onCancel={() => setRequesting(false)}
                  onSent={() => {
                    setRequesting(false);
                    setFlash(t('billing:request.sent'));
                  }}
                />
              ) : null}
            </>
          );
        }}
      </ResourceState>
    </Screen>
  );
}

/** The company's plan, its period and what it used this month. */
function Current({ offers, locale }: { offers: OfferList; locale: string }): ReactElement {
  const t = useT();
  const { subscription: s, usage } = offers;
  const limits = offers.results.find((o) => o.code === s.offer)?.limits;
  const of = (used: number, limit: number | null | undefined) =>
    limit === null || limit === undefined
      ? formatCount(used, locale)
      : t('billing:usage.of', { used: formatCount(used, locale), limit: formatCount(limit, locale) });
  return (
    <dl className="facts">
      <dt>{t('billing:subscription.your_offer')}</dt>
      <dd>
        {t(`billing:offers.${s.offer}`)} · {t(`billing:periods.${s.period}`)} ·{' '}
        {t(`billing:currencies.${s.currency}`)} · {t(`billing:statuses.${s.status}`)}
      </dd>
      {s.current_period_end ? (
        <>
          <dt>{t('billing:subscription.renews')}</dt>
          <dd>{formatDate(s.current_period_end, locale)}</dd>
        </>
      ) : null}
      <dt>{t('billing:usage.messages')}</dt>
      <dd>{of(usage.messages, limits?.messages)}</dd>
      <dt>{t('billing:usage.whatsapp')}</dt>
      <dd>{of(usage.whatsapp_messages, limits?.whatsapp_messages)}</dd>
    </dl>
  );
}
