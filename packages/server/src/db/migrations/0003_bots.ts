/**
 * The bot service (spec 001 §7): each skill's bots in their wire form, the entry points that open
 * their trees, and the schedule rules (chronos) that chronos nodes point at.
 */
export const statements: readonly string[] = [
  // The bot is stored whole, as the builder saves it: one row per bot, replaced on every save.
  `create table bots (
    company_id integer not null references companies(id),
    skill_id integer not null references skills(id),
    bot_id text not null,
    data jsonb not null,
    updated_at timestamptz not null default now(),
    primary key (skill_id, bot_id)
  )`,
  `create index bots_company on bots (company_id)`,
  `create table integrations (
    id serial primary key,
    company_id integer not null references companies(id),
    skill_id integer not null references skills(id),
    name text not null,
    type text not null,
    channels jsonb not null default '[]',
    trees jsonb not null default '[]',
    created_at timestamptz not null default now()
  )`,
  `create index integrations_company on integrations (company_id, skill_id)`,
  `create table chronos_rules (
    id serial primary key,
    company_id integer not null references companies(id),
    label text not null,
    created_at timestamptz not null default now()
  )`,
  `create index chronos_rules_company on chronos_rules (company_id)`,
];
