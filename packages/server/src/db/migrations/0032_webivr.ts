/**
 * The web IVR (spec 001 §3, §4, issue 18): accounts on a skill; their versions, one working (edited),
 * at most one production (published) and the history; each version's trees and nodes, keyed by
 * (version, id) so a publish copies a menu with its ids and a node keeps its id from version to
 * version; the undo/redo snapshots of the working menu, kept on the server so they survive a
 * reload; the FAQs, forms (with their fields), templates and themes the menus use; and the
 * sessions and steps of visitors walking a published menu, which the statistics read.
 */
export const statements: readonly string[] = [
  `create table webivr_themes (
    id serial primary key,
    company_id integer not null references companies(id) on delete cascade,
    skill_id integer references skills(id) on delete cascade,
    label text not null,
    settings jsonb not null default '{}',
    updated_at timestamptz not null default now()
  )`,
  `create table webivr_accounts (
    id serial primary key,
    company_id integer not null references companies(id) on delete cascade,
    skill_id integer not null references skills(id) on delete cascade,
    label text not null,
    language text not null default 'fr',
    theme_id integer references webivr_themes(id) on delete set null,
    working_version_id integer,
    production_version_id integer,
    has_unpublished_changes boolean not null default false,
    snapshot_cursor integer not null default 0,
    created_at timestamptz not null default now()
  )`,
  `create index webivr_accounts_company on webivr_accounts (company_id, id)`,
  `create table webivr_versions (
    id serial primary key,
    account_id integer not null references webivr_accounts(id) on delete cascade,
    kind text not null check (kind in ('working', 'production', 'history')),
    label text,
    comment text not null default '',
    created_at timestamptz not null default now(),
    published_at timestamptz
  )`,
  // Spec 001 §5: a version label is unique per account, whatever its case.
  `create unique index webivr_versions_label on webivr_versions (account_id, lower(label)) where label is not null`,
  `create unique index webivr_versions_working on webivr_versions (account_id) where kind = 'working'`,
  `create unique index webivr_versions_production on webivr_versions (account_id) where kind = 'production'`,
  `alter table webivr_accounts add constraint webivr_accounts_working
    foreign key (working_version_id) references webivr_versions(id) on delete set null deferrable initially deferred`,
  `alter table webivr_accounts add constraint webivr_accounts_production
    foreign key (production_version_id) references webivr_versions(id) on delete set null deferrable initially deferred`,
  `create table webivr_trees (
    version_id integer not null references webivr_versions(id) on delete cascade,
    id uuid not null,
    label text not null,
    position integer not null default 0,
    primary key (version_id, id)
  )`,
  `create table webivr_nodes (
    version_id integer not null,
    id uuid not null,
    tree_id uuid not null,
    parent_id uuid,
    position integer not null default 0,
    action text not null,
    label text not null default '',
    validated boolean not null default false,
    data jsonb not null default '{}',
    primary key (version_id, id),
    foreign key (version_id, tree_id) references webivr_trees(version_id, id) on delete cascade
  )`,
  `create index webivr_nodes_parent on webivr_nodes (version_id, parent_id)`,
  `create index webivr_nodes_tree on webivr_nodes (version_id, tree_id)`,
  // One row per state of the working menu; the account's snapshot_cursor says which one is shown.
  `create table webivr_snapshots (
    account_id integer not null references webivr_accounts(id) on delete cascade,
    seq integer not null,
    state jsonb not null,
    created_at timestamptz not null default now(),
    primary key (account_id, seq)
  )`,
  `create table webivr_faqs (
    id serial primary key,
    company_id integer not null references companies(id) on delete cascade,
    skill_id integer references skills(id) on delete cascade,
    label text not null,
    icon text not null default '',
    content text not null default '',
    updated_at timestamptz not null default now()
  )`,
  `create table webivr_forms (
    id serial primary key,
    company_id integer not null references companies(id) on delete cascade,
    skill_id integer references skills(id) on delete cascade,
    label text not null,
    notification_emails text not null default '',
    button_label text not null default '',
    api_url text not null default '',
    api_method text not null default 'POST',
    api_headers jsonb not null default '{}',
    api_body text not null default '',
    updated_at timestamptz not null default now()
  )`,
  `create table webivr_form_fields (
    id serial primary key,
    form_id integer not null references webivr_forms(id) on delete cascade,
    position integer not null,
    kind text not null,
    label text not null,
    identifier text not null,
    required boolean not null default false,
    validation text not null default '',
    weight integer not null default 0,
    use_weight boolean not null default false,
    placeholder text not null default '',
    choices jsonb not null default '[]',
    unique (form_id, identifier)
  )`,
  `create table webivr_templates (
    id serial primary key,
    company_id integer not null references companies(id) on delete cascade,
    skill_id integer references skills(id) on delete cascade,
    name text not null,
    content jsonb not null default '{"trees":[],"nodes":[]}',
    updated_at timestamptz not null default now()
  )`,
  `create table webivr_sessions (
    id uuid primary key,
    account_id integer not null references webivr_accounts(id) on delete cascade,
    version_id integer not null references webivr_versions(id) on delete cascade,
    preview boolean not null default false,
    created_at timestamptz not null default now()
  )`,
  // What visitors sent through a form (answers by field identifier), for the forms export.
  `create table webivr_form_submissions (
    id serial primary key,
    form_id integer not null references webivr_forms(id) on delete cascade,
    session_id uuid references webivr_sessions(id) on delete set null,
    answers jsonb not null,
    created_at timestamptz not null default now()
  )`,
  `create index webivr_form_submissions_form on webivr_form_submissions (form_id, created_at)`,
  // A visitor's walk through a published menu, one row per node reached (the sankey of paths).
  `create table webivr_steps (
    id bigserial primary key,
    session_id uuid not null references webivr_sessions(id) on delete cascade,
    account_id integer not null references webivr_accounts(id) on delete cascade,
    version_id integer not null references webivr_versions(id) on delete cascade,
    node_id uuid not null,
    at timestamptz not null default now()
  )`,
  `create index webivr_steps_account on webivr_steps (account_id, at)`,
];
