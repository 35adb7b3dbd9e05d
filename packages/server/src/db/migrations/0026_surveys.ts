/**
 * Satisfaction surveys (spec 002 §3): a survey per company with its text, link, force-send flag,
 * skills and sub-accounts; and each survey sent at a conversation's close (an invitation), opened
 * with a random token (only its hash is kept) and answered once: satisfaction /5, NPS /10, a
 * comment. The answer also fills the room's `satisfaction` infos, which the statistics read.
 */
export const statements: readonly string[] = [
  `create table surveys (
    id serial primary key,
    company_id integer not null references companies(id) on delete cascade,
    label text not null,
    text text not null,
    url text not null default '',
    force_send boolean not null default false,
    skills jsonb not null default '[]',
    subaccounts jsonb not null default '[]',
    created_at timestamptz not null default now()
  )`,
  `create unique index surveys_company_label on surveys (company_id, lower(label))`,
  `create table survey_invitations (
    id serial primary key,
    company_id integer not null references companies(id) on delete cascade,
    survey_id integer references surveys(id) on delete set null,
    room_uuid text not null references rooms(uuid) on delete cascade,
    token_hash text not null unique,
    created_at timestamptz not null default now(),
    answered_at timestamptz,
    sat integer,
    nps integer,
    comment text
  )`,
  `create index survey_invitations_room on survey_invitations (room_uuid)`,
];
