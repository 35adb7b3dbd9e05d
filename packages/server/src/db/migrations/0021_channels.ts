/**
 * Channels beyond the web (spec 002 §3–§5): each channel gets a uuid (its inbound address), a skill,
 * a status and its encrypted secrets. A contact of a channel (a phone number, a chat id) is one
 * guest; rooms remember the channel they came through, so replies go back through it. Every
 * message crossing a channel is a row: inbound ones are stored once by their provider id whatever
 * the webhook retries, outbound ones are the jobs the outbox claims, with their delivery status.
 */
export const statements: readonly string[] = [
  `alter table channels add column uuid text not null unique default gen_random_uuid()::text`,
  `alter table channels add column skill_id integer references skills (id) on delete set null`,
  `alter table channels add column visible boolean not null default true`,
  `alter table channels add column status text not null default 'active'`,
  `alter table channels add column status_detail text`,
  `alter table channels add column secrets jsonb not null default '{}'`,
  `alter table channels add column updated_at timestamptz not null default now()`,
  `create index channels_company_kind on channels (company_id, kind)`,
  `create table channel_contacts (
    channel_id integer not null references channels (id) on delete cascade,
    address text not null,
    guest_id integer not null references guests (id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (channel_id, address)
  )`,
  `alter table rooms add column channel_id integer references channels (id) on delete set null`,
  `create table channel_messages (
    id serial primary key,
    company_id integer not null references companies (id) on delete cascade,
    channel_id integer not null references channels (id) on delete cascade,
    direction text not null,
    room_uuid text references rooms (uuid) on delete cascade,
    message_uuid text,
    provider_message_id text,
    address text not null,
    status text not null,
    error_code text,
    attempts integer not null default 0,
    due_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create unique index channel_messages_provider_id on channel_messages (channel_id, direction, provider_message_id)
    where provider_message_id is not null`,
  `create index channel_messages_due on channel_messages (due_at) where due_at is not null`,
  `create index channel_messages_message on channel_messages (message_uuid)`,
];
