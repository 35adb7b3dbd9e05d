import type { BillingOffer } from '@omnicanal/api';
import type { BillingPeriod, Currency } from '@omnicanal/core';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useId } from 'react';
import { formatCount, formatMoney } from '../model/money.ts';
import { priceOf } from '../model/offers.ts';

export interface OfferCardProps {
  offer: BillingOffer;
  currency: Currency;
  period: BillingPeriod;
  locale: string;
  /** The offer the company is on, in this currency and period. */
  current: boolean;
  onChoose: () => void;
  /** Asks for an offer agreed on request (Enterprise). */
  onRequest: () => void;
}

/**
 * One offer (spec 002 §9 plan features): its price for the chosen currency and period with what a
 * year saves, its package a month (messages, WhatsApp messages, users, sub-accounts), the price of
 * an extra message, its flags, and the button that chooses it.
 */
export function OfferCard({
  offer,
  currency,
  period,
  locale,
  current,
  onChoose,
  onRequest,
}: OfferCardProps): ReactElement {
  const t = useT();
  const id = useId();
  const name = t(`billing:offers.${offer.code}`);
  const price = priceOf(offer, currency, period);
  const count = (value: number | null, key: string) =>
    value === null
      ? t(`billing:features.${key}_unlimited`)
      : t(`billing:features.${key}`, { count: formatCount(value, locale) });
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const { limits } = offer;
  return (
    <article className={`offer${current ? ' current' : ''}`} aria-labelledby={id}>
      <h2 id={id}>{name}</h2>
      {offer.on_request || !price ? (
        <p className="price">{t('billing:subscription.on_request')}</p>
      ) : (
        <>
          <p className="price">
            <strong>{money(price.amount_cents)}</strong>{' '}
            <span>{t(`billing:subscription.per.${price.period}`)}</span>
          </p>
          {price.saving_cents > 0 ? (
            <p className="saving">
              {t('billing:subscription.saving', { amount: money(price.saving_cents) })}
            </p>
          ) : null}
        </>
      )}
      <ul className="features">
        <li>{count(limits.messages, 'messages')}</li>
        <li>
          {limits.whatsapp_messages === 0
            ? t('billing:features.whatsapp_none')
            : count(limits.whatsapp_messages, 'whatsapp')}
        </li>
        <li>{count(limits.users, 'users')}</li>
        <li>
          {limits.skills > 1
            ? t('billing:features.subaccounts', { count: formatCount(limits.skills, locale) })
            : t('billing:features.subaccounts_none')}
        </li>
        {price?.extra_message_cents ? (
          <li>{t('billing:features.extra_message', { amount: money(price.extra_message_cents) })}</li>
        ) : null}
        {price?.extra_whatsapp_message_cents ? (
          <li>
            {t('billing:features.extra_whatsapp', { amount: money(price.extra_whatsapp_message_cents) })}
          </li>
        ) : null}
        {/* Sub-accounts are counted above; the other flags are features of their own. */}
        {offer.features
          .filter((flag) => flag !== 'subaccounts')
          .map((flag) => (
            <li key={flag}>{t(`billing:flags.${flag}`)}</li>
          ))}
      </ul>
      {current ? (
        <p className="current-mark">{t('billing:subscription.current_offer')}</p>
      ) : offer.on_request || !price ? (
        <button
          type="button"
          onClick={onRequest}
          aria-label={t('billing:subscription.request_named', { name })}
        >
          {t('billing:subscription.request')}
        </button>
      ) : (
        <button
          type="button"
          className="primary"
          onClick={onChoose}
          aria-label={t('billing:subscription.choose_named', { name })}
        >
          {t('billing:subscription.choose')}
        </button>
      )}
    </article>
  );
}
