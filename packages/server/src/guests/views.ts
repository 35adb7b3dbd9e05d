import type { GuestRoomState, GuestServerEvent, Message, Room } from '@omnicanal/api';
import type { StoredEvent } from '../events/log.ts';

/** What a visitor may know of a room: its status and the agent's name, no agent internals. */
export function guestRoomState(room: Room): GuestRoomState {
  const agent = room.agent ? `${room.agent.first_name} ${room.agent.last_name}`.trim() : '';
  return { uuid: room.uuid, status: room.status, agent_name: agent || null };
}

/** A message as the visitor sees it: agents and bots are shown by name only, without their uuid. */
export function guestMessage(message: Message): Message {
  if (message.kind === 'visitor' || !message.author) return message;
  return { ...message, author: { name: message.author.name } };
}

export function guestFrame(event: StoredEvent): GuestServerEvent {
  return event.kind === 'room_update'
    ? { type: 'event', seq: event.seq, kind: 'room_update', data: guestRoomState(event.payload) }
    : { type: 'event', seq: event.seq, kind: 'message', data: guestMessage(event.payload) };
}
