/**
 * Calendars (spec 001 §3, §7): the schedule rules of 0003 become full calendars — time zone, 24/7,
 * days off, off-day groups and a weekly schedule of their own. Existing rules are kept: they read
 * as not customised (no week, closed) in Europe/Paris, the zone of the product's default locale.
 */
export const statements: readonly string[] = [
  `create table chronos_weeks (
    id serial primary key,
    company_id integer not null references companies(id),
    days jsonb not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index chronos_weeks_company on chronos_weeks (company_id)`,
  `create table chronos_off_groups (
    id serial primary key,
    company_id integer not null references companies(id),
    label text not null,
    days jsonb not null default '[]',
    created_at timestamptz not null default now()
  )`,
  `create index chronos_off_groups_company on chronos_off_groups (company_id)`,
  `alter table chronos_rules add column timezone text not null default 'Europe/Paris'`,
  `alter table chronos_rules add column open_24_7 boolean not null default false`,
  `alter table chronos_rules add column week_id integer references chronos_weeks(id) on delete set null`,
  `alter table chronos_rules add column days_off jsonb not null default '[]'`,
  `alter table chronos_rules add column off_groups jsonb not null default '[]'`,
  `alter table chronos_rules add column updated_at timestamptz not null default now()`,
  // Labels become unique in a company (spec 001 §5): an older duplicate gets its id appended first.
  `update chronos_rules r set label = r.label || ' (' || r.id || ')'
    where exists (select 1 from chronos_rules o
      where o.company_id = r.company_id and lower(o.label) = lower(r.label) and o.id < r.id)`,
  `create unique index chronos_rules_label on chronos_rules (company_id, lower(label))`,
];
