/**
 * Statistics (issue 19): the dashboards read a company's rooms by creation time, and each room's
 * first visitor and agent messages and message counts.
 */
export const statements: readonly string[] = [
  `create index rooms_company_created on rooms (company_id, created_at)`,
  `create index messages_room_kind_created on messages (room_uuid, kind, created_at)`,
];
