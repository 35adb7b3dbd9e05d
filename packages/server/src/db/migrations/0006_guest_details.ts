/**
 * Guest details (spec 000 §3 "Guest and session", §7 POST /guests/{guest}/info): what agents keep
 * about a guest beyond the name and email the visitor gave, and each company's extra data keys.
 */
export const statements: readonly string[] = [
  `alter table guests add column phone_number text`,
  `alter table guests add column extra jsonb not null default '{}'`,
  `alter table guests add column note text`,
  `create table extra_data_keys (
    company_id integer not null references companies(id),
    key text not null,
    label text not null,
    position integer not null default 0,
    primary key (company_id, key)
  )`,
  `create index rooms_guest on rooms (guest_id, created_at)`,
];
