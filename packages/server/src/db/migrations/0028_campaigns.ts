/**
 * Campaigns (spec 002 §3, §4) and their sending engine: a campaign's plan and status, the
 * audiences it holds (`campaign_contact_lists`, which 0024 made for `blocked_by_campaign`, now
 * bound to it), and one row per recipient of each send, unique per (campaign, send, contact):
 * a recipient is written once, whatever instance starts the send, and handed to the channel
 * outbox once. A channel message may now carry its own content (a campaign's has no room). A
 * campaign may import its own variable values per contact (`campaign_extra_data`).
 */
export const statements: readonly string[] = [
  `create table campaigns (
    id serial primary key,
    company_id integer not null references companies(id) on delete cascade,
    name text not null,
    type text not null,
    template_id integer not null references templates(id) on delete restrict,
    fallback_template_id integer references templates(id) on delete restrict,
    entry_point_id integer references integrations(id) on delete set null,
    skill_id integer references skills(id) on delete set null,
    frequency integer,
    attempts integer not null default 1,
    attempt_delay integer not null default 1,
    send_count integer,
    dtstart text,
    tzid text not null,
    recurrence jsonb,
    variables jsonb not null default '{}',
    audience_filters jsonb not null default '[]',
    console_visibility boolean not null default true,
    status text not null,
    next_send_at timestamptz,
    sends_done integer not null default 0,
    extra_keys jsonb not null default '[]',
    extra_generation integer not null default 0,
    extra_next integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index campaigns_due on campaigns (next_send_at) where next_send_at is not null`,
  `create index campaigns_company on campaigns (company_id, updated_at)`,
  `alter table campaign_contact_lists add constraint campaign_contact_lists_campaign
    foreign key (campaign_id) references campaigns(id) on delete cascade`,
  `create table campaign_recipients (
    id serial primary key,
    campaign_id integer not null references campaigns(id) on delete cascade,
    company_id integer not null references companies(id) on delete cascade,
    send integer not null,
    external_id text not null,
    language text not null,
    variables jsonb not null default '{}',
    status text not null default 'queued',
    attempts integer not null default 0,
    due_at timestamptz,
    channel_message_id integer references channel_messages(id) on delete set null,
    error_code text,
    sent_at timestamptz,
    replied_at timestamptz,
    updated_at timestamptz not null default now(),
    unique (campaign_id, send, external_id)
  )`,
  `create index campaign_recipients_due on campaign_recipients (due_at) where due_at is not null`,
  `create index campaign_recipients_message on campaign_recipients (channel_message_id)`,
  `create index campaign_recipients_contact on campaign_recipients (external_id)`,
  `create index campaign_recipients_sent on campaign_recipients (company_id, sent_at)`,
  `alter table channel_messages add column content jsonb`,
  // A campaign's own variable values per contact (its CSV variable import), by generation as the
  // audiences' contacts are: a new file replaces the old one only once it is whole.
  `create table campaign_extra_data (
    campaign_id integer not null references campaigns(id) on delete cascade,
    generation integer not null,
    external_id text not null,
    variables jsonb not null,
    primary key (campaign_id, generation, external_id)
  )`,
];
