/**
 * Message templates of the campaigns (spec 002 §3, §4): one row per template with its content as
 * the form writes it, its status in the validation workflow, and where it stands with the template
 * provider that reviews it (`review_due_at`: when to ask the provider again, claimed by whichever
 * instance reads it first).
 */
export const statements: readonly string[] = [
  `create table templates (
    id serial primary key,
    company_id integer not null references companies(id) on delete cascade,
    kind text not null,
    name text not null,
    category text not null,
    language text not null,
    skill_id integer references skills(id) on delete set null,
    channel_id integer references channels(id) on delete set null,
    content jsonb not null,
    status text not null default 'DRAFT',
    status_detail text,
    provider text,
    provider_ref text,
    review_due_at timestamptz,
    submitted_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  // WhatsApp names a template by its name and language within an account.
  `create unique index templates_company_name on templates (company_id, kind, lower(name), language)`,
  `create index templates_review_due on templates (review_due_at) where review_due_at is not null`,
];
