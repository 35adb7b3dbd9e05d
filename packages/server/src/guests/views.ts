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

/**
 * Lines the console writes for agents only: a CRM action or a coaching hint is the company's
 * business, not the visitor's.
 */
const AGENT_ONLY_LINES: ReadonlySet<string> = new Set(['crm_action']);

/** Whether the visitor may see this message at all. */
export function visibleToGuest(message: Message): boolean {
  if (message.kind === 'smartcoaching') return false;
  return !(
    message.kind === 'event' &&
    message.rich_content.type === 'txt' &&
    AGENT_ONLY_LINES.has(message.rich_content.text)
  );
}

/** The visitor's messages of a room, in order, without the agent-only lines. */
export const guestMessages = (messages: readonly Message[]): Message[] =>
  messages.filter(visibleToGuest).map(guestMessage);

/** Whether a stored event of the visitor's room reaches the visitor (an agent's pause and the agents' unread counts never do). */
export const guestSees = (event: StoredEvent): boolean =>
  event.kind === 'room_update' || (event.kind === 'message' && visibleToGuest(event.payload));

/** The visitor's frame of an event `guestSees` let through. */
export function guestFrame(event: StoredEvent): GuestServerEvent {
  switch (event.kind) {
    case 'room_update':
      return { type: 'event', seq: event.seq, kind: 'room_update', data: guestRoomState(event.payload) };
    case 'message':
      return { type: 'event', seq: event.seq, kind: 'message', data: guestMessage(event.payload) };
    default:
      throw new Error(`A ${event.kind} event is not for visitors.`);
  }
}
