/**
 * Bots on channel rooms: a bot conversation knows the channel its contact wrote on (a company may
 * have two WhatsApp numbers), so its lines go out through that channel and the room it hands off
 * to is that channel's (`WA…`, `TEL…`). Web conversations leave it null. A channel message's
 * `room_uuid` may now name a bot conversation, whose room exists only from the hand-off (under the
 * same uuid), so it no longer references rooms.
 */
export const statements: readonly string[] = [
  `alter table bot_sessions add column channel_id integer references channels(id) on delete cascade`,
  `alter table channel_messages drop constraint channel_messages_room_uuid_fkey`,
  `create index bot_sessions_channel_contact on bot_sessions (channel_id, guest_id) where owner = 'bot'`,
];
