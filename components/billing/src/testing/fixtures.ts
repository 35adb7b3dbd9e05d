import type { BillingOffer, Invoice, OfferList, PaymentMethod } from '@omnicanal/api';

/* Answers of the billing calls as the reference server gives them, for the component tests. */

const price = (currency: 'eur' | 'usd', monthly: number, extra: number | null) => [
  {
    currency,
    period: 'month' as const,
    amount_cents: monthly,
    saving_cents: 0,
    extra_message_cents: extra,
    extra_whatsapp_message_cents: extra === null ? null : extra * 5,
  },
  {
    currency,
    period: 'year' as const,
    amount_cents: monthly * 10,
    saving_cents: monthly * 2,
    extra_message_cents: extra,
    extra_whatsapp_message_cents: extra === null ? null : extra * 5,
  },
];

export const OFFERS: BillingOffer[] = [
  {
    code: 'free',
    kind: 'plan',
    limits: { messages: 500, whatsapp_messages: 0, users: 1, skills: 1 },
    features: [],
    on_request: false,
    prices: [...price('eur', 0, null), ...price('usd', 0, null)],
  },
  {
    code: 'essential',
    kind: 'plan',
    limits: { messages: 5000, whatsapp_messages: 1000, users: 3, skills: 1 },
    features: ['whatsapp_full'],
    on_request: false,
    prices: [...price('eur', 2900, 1), ...price('usd', 3500, 1)],
  },
  {
    code: 'pro',
    kind: 'plan',
    limits: { messages: 20000, whatsapp_messages: 5000, users: 10, skills: 3 },
    features: ['surveys', 'whatsapp_full', 'subaccounts'],
    on_request: false,
    prices: [...price('eur', 9900, 1), ...price('usd', 11900, 1)],
  },
  {
    code: 'custom',
    kind: 'plan',
    limits: { messages: null, whatsapp_messages: null, users: null, skills: 10 },
    features: ['surveys', 'whatsapp_full', 'subaccounts'],
    on_request: true,
    prices: [],
  },
];

export const offerList = (extra: Partial<OfferList> = {}): OfferList => ({
  payment_provider: 'sandbox',
  results: OFFERS,
  subscription: {
    offer: 'free',
    currency: 'eur',
    period: 'month',
    status: 'active',
    current_period_start: '2026-11-01T00:00:00.000Z',
    current_period_end: null,
  },
  usage: {
    period_start: '2026-11-01T00:00:00.000Z',
    period_end: '2026-12-01T00:00:00.000Z',
    messages: 120,
    whatsapp_messages: 0,
    over_quota: false,
  },
  ...extra,
});

export const ADDRESS = {
  name: 'Demo SAS',
  line1: '1 rue de la Paix',
  line2: '',
  city: 'Paris',
  state: '',
  postal_code: '75002',
  country: 'FR',
};

export const VISA: PaymentMethod = {
  id: 'pm_visa',
  network: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
  holder_name: 'Marie Curie',
  default: true,
};

export const MASTERCARD: PaymentMethod = {
  id: 'pm_mc',
  network: 'mastercard',
  last4: '4444',
  exp_month: 3,
  exp_year: 2029,
  holder_name: 'Marie Curie',
  default: false,
};

export const invoice = (extra: Partial<Invoice>): Invoice => ({
  id: 'in_1',
  number: 'OC-2026-0001',
  offer: 'pro',
  currency: 'eur',
  period: 'year',
  amount_cents: 99000,
  tax_cents: 19800,
  total_cents: 118800,
  status: 'paid',
  date: '2026-11-26T10:00:00.000Z',
  period_start: '2026-11-26T10:00:00.000Z',
  period_end: '2027-11-26T10:00:00.000Z',
  error_code: null,
  hosted_url: null,
  ...extra,
});
