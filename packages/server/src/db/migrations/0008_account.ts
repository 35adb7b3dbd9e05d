/**
 * Accounts (spec 000 §7 "Account and session"): email confirmation and password reset keys, sign-in
 * throttling, two-factor secrets, the local outbox, offer requests and the masquerade audit.
 */
export const statements: readonly string[] = [
  // The enrolled TOTP secret (null: no second factor), the one being enrolled, and the last time
  // step accepted so that a code cannot be replayed.
  `alter table users add column two_factor_secret text`,
  `alter table users add column two_factor_pending text`,
  `alter table users add column two_factor_last_step bigint`,
  // Single-purpose keys mailed to a user; only their SHA-256 is kept.
  `create table account_keys (
    key_hash text primary key,
    user_id integer not null references users(id) on delete cascade,
    kind text not null,
    email text not null,
    expires_at timestamptz not null,
    created_at timestamptz not null default now()
  )`,
  `create index account_keys_user on account_keys (user_id, kind)`,
  // Failed sign-ins per account (scope 'account', key the email) and per address (scope 'ip').
  `create table login_throttle (
    scope text not null,
    key text not null,
    failures integer not null default 0,
    window_start timestamptz not null,
    locks integer not null default 0,
    locked_until timestamptz,
    primary key (scope, key)
  )`,
  `create table outbox (
    id serial primary key,
    company_id integer references companies(id) on delete cascade,
    to_email text not null,
    subject text not null,
    body text not null,
    language text not null,
    created_at timestamptz not null default now()
  )`,
  `create index outbox_company on outbox (company_id, id)`,
  `create table offer_requests (
    id serial primary key,
    company_id integer not null references companies(id) on delete cascade,
    user_id integer references users(id) on delete set null,
    name text not null,
    phone_number text not null,
    details text not null,
    country text not null,
    created_at timestamptz not null default now()
  )`,
  `create table masquerade_audit (
    id serial primary key,
    company_id integer not null references companies(id) on delete cascade,
    actor_id integer not null references users(id) on delete cascade,
    target_id integer not null references users(id) on delete cascade,
    created_at timestamptz not null default now()
  )`,
];
