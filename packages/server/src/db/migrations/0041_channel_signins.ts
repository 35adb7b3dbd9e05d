/**
 * Sign-ins to a channel provider (Facebook, Instagram, X, Meta's embedded signup): the `state` an
 * admin carries to the provider and back, kept by its hash, bound to the company, the admin and the
 * channel kind, single use and short-lived. The local provider also keeps here the code its page
 * gave and the accounts the admin granted; the credentials a sign-in returns are kept sealed until
 * a channel takes them (an exchanged sign-in stays an hour for the admin to finish the channel's
 * form, then is gone for good).
 */
export const statements: readonly string[] = [
  `create table channel_signins (
    id serial primary key,
    company_id integer not null references companies(id) on delete cascade,
    user_id integer not null references users(id) on delete cascade,
    provider text not null,
    kind text not null,
    state_hash text not null unique,
    code_hash text unique,
    granted jsonb,
    refused boolean not null default false,
    expires_at timestamptz not null,
    used_at timestamptz,
    accounts jsonb,
    credentials jsonb not null default '{}'::jsonb,
    connected_at timestamptz,
    channel_id integer references channels(id) on delete set null,
    created_at timestamptz not null default now()
  )`,
  `create index channel_signins_company on channel_signins (company_id, created_at)`,
];
