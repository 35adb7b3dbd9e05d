/**
 * Room numbers counted apart from the event sequence (issue 16). Both were counters of the company
 * row, and a transaction that appends events holds that row locked until it commits (the gapless
 * event seq): reserving a conversation's number waited behind every such transaction of the
 * company, and opening a conversation took the company's lock twice. A company's row here is
 * made by its first conversation.
 */
export const statements: readonly string[] = [
  `create table room_counters (
    company_id integer primary key references companies (id) on delete cascade,
    room_seq integer not null
  )`,
  `insert into room_counters (company_id, room_seq) select id, room_seq from companies where room_seq > 0`,
  `alter table companies drop column room_seq`,
];
