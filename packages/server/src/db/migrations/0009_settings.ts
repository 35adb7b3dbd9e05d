/**
 * Settings resources (spec 002 §3, §7): what an administrator keeps about a skill (automatic
 * messages, screen sharing, translation, live chat, widget, opening hours), skill groups,
 * sub-accounts, external views and public API tokens. Names are unique per company whatever their
 * case, enforced by the indexes so two concurrent saves cannot both win.
 */
export const statements: readonly string[] = [
  `alter table skills add column messages jsonb not null default '{}'`,
  `alter table skills add column screensharing jsonb not null default '{}'`,
  `alter table skills add column translation jsonb not null default '{}'`,
  `alter table skills add column live_chat jsonb`,
  `alter table skills add column widget jsonb`,
  `alter table skills add column calendar jsonb`,
  `create unique index skills_company_name on skills (company_id, lower(name))`,
  `create table skill_groups (
    id serial primary key,
    company_id integer not null references companies(id),
    name text not null,
    skills jsonb not null default '[]',
    created_at timestamptz not null default now()
  )`,
  `create unique index skill_groups_company_name on skill_groups (company_id, lower(name))`,
  `create table subaccounts (
    id serial primary key,
    company_id integer not null references companies(id),
    name text not null,
    skills jsonb not null default '[]',
    created_at timestamptz not null default now()
  )`,
  `create unique index subaccounts_company_name on subaccounts (company_id, lower(name))`,
  `create table external_views (
    id serial primary key,
    company_id integer not null references companies(id),
    label text not null,
    icon text not null default '',
    url text not null,
    skill_id integer references skills(id),
    created_at timestamptz not null default now()
  )`,
  `create unique index external_views_company_label on external_views (company_id, lower(label))`,
  // Only the SHA-256 of a token is kept: the secret is shown once, at creation.
  `create table public_api_tokens (
    id serial primary key,
    company_id integer not null references companies(id),
    label text not null,
    token_hash text not null unique,
    created_by integer references users(id) on delete set null,
    created_at timestamptz not null default now(),
    last_used_at timestamptz
  )`,
  `create unique index public_api_tokens_company_label on public_api_tokens (company_id, lower(label))`,
];
