import type { BillingAddress, BillingOffer, PaymentMethod } from '@omnicanal/api';
import type { BillingPeriod, Currency } from '@omnicanal/core';
import { i18n } from '@omnicanal/i18n';
import { ConfirmDialog, useT } from '@omnicanal/ui';
import { type ReactElement, useId, useState } from 'react';
import { subscribeTo } from '../model/client.ts';
import { formatMoney } from '../model/money.ts';
import { isPaid, periodOf, priceOf } from '../model/offers.ts';
import { paymentErrorMessage } from '../model/payment-errors.ts';
import { useNavigate } from '../navigation.ts';
import { cardLabel } from '../payments/cardLabel.ts';

export interface ConfirmSubscriptionProps {
  offer: BillingOffer;
  currency: Currency;
  period: BillingPeriod;
  locale: string;
  address: BillingAddress | null;
  /** The tax of the billing address's country, in hundredths of a percent. */
  taxBasisPoints: number;
  cards: readonly PaymentMethod[];
  /** The promo code that opened the offer, sent with it. */
  code?: string;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * The "confirm payment method" modal (spec 000 §2): what will be paid, the card to pay with (the
 * default first; "choose another payment method" leads to the add-card screen). Spec 002 §5: a
 * paid offer needs a billing address first, so without one the modal says so and leads there.
 * A refused payment shows its message and leaves the plan as it was.
 */
export function ConfirmSubscription({
  offer,
  currency,
  period,
  locale,
  address,
  taxBasisPoints,
  cards,
  code,
  onDone,
  onCancel,
}: ConfirmSubscriptionProps): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const selectId = useId();
  const paid = isPaid(offer, currency, period);
  const price = priceOf(offer, currency, period);
  const [card, setCard] = useState(() => (cards.find((c) => c.default) ?? cards[0])?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = t(`billing:offers.${offer.code}`);
  const needsAddress = paid && !address;
  const needsCard = paid && !needsAddress && cards.length === 0;

  const pay = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await subscribeTo({
        offer: offer.code,
        currency,
        period: periodOf(offer, period),
        paymentmethod_id: paid ? card : undefined,
        code,
      });
      onDone();
    } catch (error) {
      setFailure(paymentErrorMessage(error, t, (key) => i18n.exists(key)));
      setBusy(false);
    }
  };

  const net = price?.amount_cents ?? 0;
  // The server charges the same: the price and its tax rounded to the cent.
  const tax = Math.round((net * taxBasisPoints) / 10_000);
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const amount = money(net + tax);
  const description = paid
    ? t('billing:confirm.description_paid', {
        net: money(net),
        tax: money(tax),
        amount,
        per: t(`billing:subscription.per.${price?.period}`),
      })
    : t('billing:confirm.description_free');

  if (needsAddress || needsCard)
    return (
      <ConfirmDialog
        title={t('billing:confirm.title', { name })}
        description={description}
        confirm={t(needsAddress ? 'billing:confirm.to_address' : 'billing:confirm.to_add_card')}
        onConfirm={() => navigate(needsAddress ? 'address' : 'payments/add')}
        onCancel={onCancel}
      >
        <p role="alert" className="notice error">
          {t(needsAddress ? 'billing:payment_errors.billing_address_required' : 'billing:confirm.no_card')}
        </p>
      </ConfirmDialog>
    );

  return (
    <ConfirmDialog
      title={t('billing:confirm.title', { name })}
      description={description}
      confirm={paid ? t('billing:confirm.pay', { amount }) : t('billing:confirm.confirm')}
      busy={busy}
      onConfirm={() => void pay()}
      onCancel={onCancel}
    >
      {paid ? (
        <div className="card-select">
          <label htmlFor={selectId}>{t('billing:confirm.card')}</label>
          <select id={selectId} value={card} onChange={(event) => setCard(event.target.value)}>
            {cards.map((c) => (
              <option key={c.id} value={c.id}>
                {cardLabel(c, t)}
              </option>
            ))}
          </select>
          <button type="button" className="link" onClick={() => navigate('payments/add')}>
            {t('billing:confirm.other_card')}
          </button>
        </div>
      ) : null}
      {busy ? <p role="status">{t('billing:confirm.paying')}</p> : null}
      {failure ? (
        <p role="alert" className="notice error">
          {failure}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
