/**
 * Stripe's webhooks (issue 22): an invoice keeps the payment (Stripe's payment intent) that paid
 * or failed it, and when its status was last set by an event, so an older event arriving late
 * changes nothing; each event received is kept by its id, so a replay applies nothing.
 */
export const statements: readonly string[] = [
  `alter table invoices add column payment_ref text`,
  `alter table invoices add column status_at timestamptz`,
  `create index invoices_payment_ref on invoices (payment_ref) where payment_ref is not null`,
  `create table payment_webhook_events (
    id text primary key,
    type text not null,
    created_at timestamptz not null,
    received_at timestamptz not null default now()
  )`,
];
