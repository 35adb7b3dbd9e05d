import type { PaymentMethod } from '@omnicanal/api';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** How a person recognises a card: "Visa ending in 4242, expires 12/2030". */
export function cardLabel(card: PaymentMethod, t: Translate): string {
  return t('billing:cards.label', {
    network: t(`billing:networks.${card.network}`, { defaultValue: card.network }),
    last4: card.last4,
    month: String(card.exp_month).padStart(2, '0'),
    year: card.exp_year,
  });
}
