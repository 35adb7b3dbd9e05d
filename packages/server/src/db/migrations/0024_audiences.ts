/**
 * Audiences (contact lists) of spec 002 §3 and their imports. An audience's contacts are written in
 * generations: an import fills a new generation beside the live one and one update makes it live,
 * so a failed or interrupted import never shows half a file, and the audience stays readable (and
 * its progress pollable) while a big file streams in. Imports keep their counts, progress and
 * rejected rows. `campaign_contact_lists` is the reference a campaign holds on its audiences; the
 * campaigns migration adds its foreign key to campaigns, and `on delete restrict` keeps an audience
 * in use from being deleted (spec 002 §5 blocked_by_campaign) even by a direct SQL delete.
 */
export const statements: readonly string[] = [
  `create table contact_lists (
    id serial primary key,
    company_id integer not null references companies (id) on delete cascade,
    name text not null,
    kind text not null,
    language text not null,
    source text not null,
    origin text not null,
    filters jsonb,
    generation integer not null default 0,
    next_generation integer not null default 0,
    contacts_count integer not null default 0,
    extra_keys jsonb not null default '[]',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index contact_lists_company on contact_lists (company_id, id desc)`,
  `create table contacts (
    list_id integer not null references contact_lists (id) on delete cascade,
    generation integer not null,
    external_id text not null,
    language text not null,
    email text,
    phone text,
    extra jsonb not null default '{}',
    line integer,
    primary key (list_id, generation, external_id)
  )`,
  `create table contact_imports (
    id serial primary key,
    company_id integer not null references companies (id) on delete cascade,
    list_id integer not null references contact_lists (id) on delete cascade,
    generation integer not null,
    status text not null default 'running',
    file_name text,
    bytes_read bigint not null default 0,
    bytes_total bigint,
    rows_read integer not null default 0,
    accepted integer not null default 0,
    rejected integer not null default 0,
    error_code text,
    error_detail text,
    error_line integer,
    started_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    finished_at timestamptz
  )`,
  `create index contact_imports_list on contact_imports (list_id, id desc)`,
  `create unique index contact_imports_running on contact_imports (list_id) where status = 'running'`,
  `create table contact_import_rejects (
    import_id integer not null references contact_imports (id) on delete cascade,
    line integer not null,
    reason text not null,
    value text not null,
    primary key (import_id, line)
  )`,
  `create table campaign_contact_lists (
    campaign_id integer not null,
    contact_list_id integer not null references contact_lists (id) on delete restrict,
    primary key (campaign_id, contact_list_id)
  )`,
  `create index campaign_contact_lists_list on campaign_contact_lists (contact_list_id)`,
];
