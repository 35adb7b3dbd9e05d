/**
 * Entry points (spec 001 §3): every field of an entry point on the `integrations` rows the bot
 * builder already reads, their widget customisation, and the misc service's tables (Instagram
 * ice-breakers, iframes). Existing rows are kept: each tree gets the channel it was opened on
 * (the entry point's first channel, `web` when it had none).
 */
export const statements: readonly string[] = [
  `alter table integrations
    add column calendar_id integer,
    add column auto_open_delay integer,
    add column max_open_events integer,
    add column session_ttl_hours integer,
    add column ip_allowlist jsonb not null default '[]',
    add column ip_denylist jsonb not null default '[]',
    add column display_mode text not null default 'embedded',
    add column html_root text not null default '',
    add column icon text,
    add column navbar jsonb not null default '[]',
    add column menu_buttons jsonb not null default '[]',
    add column widget jsonb,
    add column updated_at timestamptz not null default now()`,
  `update integrations set trees = coalesce((
      select jsonb_agg(tree || jsonb_build_object('channel', coalesce(integrations.channels->>0, 'web')))
      from jsonb_array_elements(integrations.trees) as tree
    ), '[]'::jsonb)`,
  `create table instagram_ice_breakers (
    company_id integer not null references companies(id),
    channel text not null,
    locales jsonb not null,
    updated_at timestamptz not null default now(),
    primary key (company_id, channel)
  )`,
  `create table iframes (
    id serial primary key,
    company_id integer not null references companies(id),
    integration_id integer not null references integrations(id) on delete cascade,
    name text not null,
    url text not null,
    created_at timestamptz not null default now()
  )`,
  `create index iframes_company on iframes (company_id)`,
];
