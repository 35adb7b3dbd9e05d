/**
 * Billing (spec 000 §1, 002 §3–§9): the offers as data with their prices in integer cents, promo
 * codes that open the deal-marketplace tiers, each company's subscription and its invoices, and
 * the sandbox payment provider's customers and tokenised cards (never a card number: the test
 * card's brand, last four digits and outcome). Every company starts on the free plan. Messages get an index by company and time, for the monthly quota.
 *
 * The spec names the plans and what their features are (a package of messages, users, sub-accounts
 * and WhatsApp messages a month, a price per extra message and per extra WhatsApp message) but not
 * their figures, apart from the tiers' prices (49, 99, 189, 299, in euros in one reading and in
 * dollars in the other: both are kept, each in its own currency) and tier 4's unlimited users. The
 * figures below are the product's; null means unlimited. A yearly price is ten monthly ones
 * (2 months free, `yearlyAmount` in @omnicanal/core). `custom` (Enterprise) has no price: it is
 * agreed on request (`POST /offers/send/`), and its limits with it.
 */

interface SeedOffer {
  code: string;
  kind: 'plan' | 'deal';
  listed: boolean;
  messages: number | null;
  whatsapp: number | null;
  agents: number | null;
  skills: number;
  /** Monthly price (plans) or the one price (deals), in cents, by currency; null: on request. */
  price: { eur: number; usd: number } | null;
  /** Per extra message and per extra WhatsApp message, in cents; null: no extra is sold. */
  extra: { message: number; whatsapp: number } | null;
}

const OFFERS: readonly SeedOffer[] = [
  {
    code: 'free',
    kind: 'plan',
    listed: true,
    messages: 500,
    whatsapp: 0,
    agents: 1,
    skills: 1,
    price: { eur: 0, usd: 0 },
    extra: null,
  },
  {
    code: 'essential',
    kind: 'plan',
    listed: true,
    messages: 5_000,
    whatsapp: 1_000,
    agents: 3,
    skills: 1,
    price: { eur: 2_900, usd: 3_500 },
    extra: { message: 1, whatsapp: 8 },
  },
  {
    code: 'pro',
    kind: 'plan',
    listed: true,
    messages: 20_000,
    whatsapp: 5_000,
    agents: 10,
    skills: 3,
    price: { eur: 9_900, usd: 11_900 },
    extra: { message: 1, whatsapp: 6 },
  },
  {
    code: 'custom',
    kind: 'plan',
    listed: true,
    messages: null,
    whatsapp: null,
    agents: null,
    skills: 10,
    price: null,
    extra: null,
  },
  {
    code: 'tier1',
    kind: 'deal',
    listed: false,
    messages: null,
    whatsapp: 0,
    agents: 1,
    skills: 1,
    price: { eur: 4_900, usd: 4_900 },
    extra: { message: 0, whatsapp: 8 },
  },
  {
    code: 'tier2',
    kind: 'deal',
    listed: false,
    messages: null,
    whatsapp: 0,
    agents: 3,
    skills: 2,
    price: { eur: 9_900, usd: 9_900 },
    extra: { message: 0, whatsapp: 8 },
  },
  {
    code: 'tier3',
    kind: 'deal',
    listed: false,
    messages: null,
    whatsapp: 0,
    agents: 10,
    skills: 3,
    price: { eur: 18_900, usd: 18_900 },
    extra: { message: 0, whatsapp: 8 },
  },
  {
    code: 'tier4',
    kind: 'deal',
    listed: false,
    messages: null,
    whatsapp: 0,
    agents: null,
    skills: 5,
    price: { eur: 29_900, usd: 29_900 },
    extra: { message: 0, whatsapp: 8 },
  },
];

const YEAR_MONTHS_PAID = 10;

const num = (n: number | null) => (n === null ? 'null' : String(n));

function offerRows(): string {
  return OFFERS.map(
    (o, i) =>
      `('${o.code}', '${o.kind}', ${i}, ${o.listed}, ${num(o.messages)}, ${num(o.whatsapp)}, ${num(o.agents)}, ${o.skills})`,
  ).join(',\n    ');
}

function priceRows(): string {
  const rows: string[] = [];
  for (const o of OFFERS) {
    if (!o.price) continue;
    for (const currency of ['eur', 'usd'] as const) {
      const extra = `${num(o.extra?.message ?? null)}, ${num(o.extra?.whatsapp ?? null)}`;
      const amount = o.price[currency];
      if (o.kind === 'deal') rows.push(`('${o.code}', '${currency}', 'once', ${amount}, ${extra})`);
      else {
        rows.push(`('${o.code}', '${currency}', 'month', ${amount}, ${extra})`);
        rows.push(`('${o.code}', '${currency}', 'year', ${amount * YEAR_MONTHS_PAID}, ${extra})`);
      }
    }
  }
  return rows.join(',\n    ');
}

export const statements: readonly string[] = [
  `create table offers (
    code text primary key,
    kind text not null check (kind in ('plan', 'deal')),
    position integer not null,
    listed boolean not null,
    max_messages integer,
    max_whatsapp_messages integer,
    max_agents integer,
    max_skills integer not null
  )`,
  `create table offer_prices (
    offer_code text not null references offers (code),
    currency text not null check (currency in ('eur', 'usd')),
    period text not null check (period in ('month', 'year', 'once')),
    amount_cents integer not null check (amount_cents >= 0),
    extra_message_cents integer,
    extra_whatsapp_message_cents integer,
    primary key (offer_code, currency, period)
  )`,
  `create table promo_codes (
    code text primary key,
    offer_code text not null references offers (code),
    expires_at timestamptz
  )`,
  `create table subscriptions (
    company_id integer primary key references companies (id) on delete cascade,
    offer_code text not null references offers (code),
    currency text not null check (currency in ('eur', 'usd')),
    period text not null check (period in ('month', 'year', 'once')),
    status text not null check (status in ('active', 'past_due', 'canceled')),
    current_period_start timestamptz not null default now(),
    current_period_end timestamptz,
    payment_provider text,
    payment_customer text,
    updated_at timestamptz not null default now()
  )`,
  `create table invoices (
    id text primary key,
    company_id integer not null references companies (id) on delete cascade,
    provider text not null,
    number text not null,
    offer_code text not null references offers (code),
    currency text not null check (currency in ('eur', 'usd')),
    period text not null check (period in ('month', 'year', 'once')),
    amount_cents integer not null check (amount_cents >= 0),
    tax_basis_points integer not null check (tax_basis_points >= 0),
    tax_cents integer not null check (tax_cents >= 0),
    total_cents integer not null check (total_cents >= 0),
    status text not null check (status in ('draft', 'open', 'paid', 'uncollectible', 'void')),
    period_start timestamptz not null,
    period_end timestamptz,
    error_code text,
    created_at timestamptz not null default now(),
    unique (company_id, period_start, offer_code)
  )`,
  `create index invoices_company on invoices (company_id, created_at desc)`,
  `create table payment_sandbox_customers (
    id text primary key,
    company_id integer not null unique references companies (id) on delete cascade,
    address jsonb,
    default_payment_method text,
    created_at timestamptz not null default now()
  )`,
  `create table payment_sandbox_methods (
    id text primary key,
    customer_id text references payment_sandbox_customers (id) on delete cascade,
    created_by integer not null references companies (id) on delete cascade,
    brand text not null,
    last4 text not null,
    exp_month integer not null,
    exp_year integer not null,
    holder_name text not null,
    outcome text not null,
    created_at timestamptz not null default now()
  )`,
  `insert into offers (code, kind, position, listed, max_messages, max_whatsapp_messages, max_agents, max_skills) values
    ${offerRows()}`,
  `insert into offer_prices (offer_code, currency, period, amount_cents, extra_message_cents, extra_whatsapp_message_cents) values
    ${priceRows()}`,
  `insert into subscriptions (company_id, offer_code, currency, period, status)
    select id, 'free', 'eur', 'month', 'active' from companies`,
  `create index messages_company_created on messages (company_id, created_at)`,
];
