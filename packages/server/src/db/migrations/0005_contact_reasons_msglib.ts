/**
 * The close flow and the agent's helpers (spec 000 §3, spec 002 §3): contact reasons and the events
 * that record them for a closed room, the message library (categories contain subcategories contain
 * sentences), and smart-coaching events (suggestions offered and the one used). Skills and
 * sub-accounts are JSON id lists: they are small, read whole and filtered per user.
 */
export const statements: readonly string[] = [
  `create table contact_reasons (
    id serial primary key,
    company_id integer not null references companies(id),
    label text not null,
    skills jsonb not null default '[]',
    subaccounts jsonb not null default '[]',
    created_at timestamptz not null default now(),
    unique (company_id, label)
  )`,
  `create table contact_reason_events (
    id serial primary key,
    company_id integer not null references companies(id),
    room_uuid text not null references rooms(uuid),
    user_id integer not null references users(id),
    comment text not null default '',
    contact_reasons jsonb not null default '[]',
    labels jsonb not null default '[]',
    customer integer,
    created_at timestamptz not null default now()
  )`,
  `create index contact_reason_events_room on contact_reason_events (room_uuid)`,
  `create table msglib_categories (
    id serial primary key,
    company_id integer not null references companies(id),
    label text not null,
    skills jsonb not null default '[]',
    subaccounts jsonb not null default '[]',
    unique (company_id, label)
  )`,
  `create table msglib_subcategories (
    id serial primary key,
    company_id integer not null references companies(id),
    category_id integer not null references msglib_categories(id) on delete cascade,
    label text not null,
    skills jsonb not null default '[]',
    subaccounts jsonb not null default '[]',
    unique (category_id, label)
  )`,
  `create table msglib_sentences (
    id serial primary key,
    company_id integer not null references companies(id),
    subcategory_id integer not null references msglib_subcategories(id) on delete cascade,
    label text not null,
    content text not null,
    skills jsonb not null default '[]',
    subaccounts jsonb not null default '[]',
    unique (subcategory_id, label)
  )`,
  `create index msglib_sentences_company on msglib_sentences (company_id)`,
  `create table smartcoaching_events (
    id text primary key,
    company_id integer not null references companies(id),
    room_uuid text not null references rooms(uuid),
    message_event text not null,
    user_id integer not null references users(id),
    text text not null,
    provider text not null,
    suggestions jsonb not null default '[]',
    final_text text,
    response_index integer,
    created_at timestamptz not null default now(),
    responded_at timestamptz
  )`,
];
