import { isRoomStatus } from '@omnicanal/core';
import type { GuestRoomState, TypingEvent } from '../protocol.ts';
import type { BotPrompt } from '../schemas/bot-prompt.ts';
import type { GuestSession } from '../schemas/guest.ts';
import { decodeMessages } from './message.ts';

/**
 * Decoders of the visitor's wire shapes, shared by the widget and the server's tests: plain
 * checks, so the widget carries no schema library. Each answers null for a value that is not of
 * its shape.
 */

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer of opening or resuming a conversation (POST /sessions, GET /sessions/current). */
export function decodeGuestSession(value: unknown): GuestSession | null {
  if (!isObject(value) || typeof value.token !== 'string' || typeof value.last_seq !== 'number') return null;
  const { room, skill } = value;
  if (!isObject(room) || typeof room.uuid !== 'string' || !isRoomStatus(room.status)) return null;
  if (!isObject(skill) || typeof skill.id !== 'number' || typeof skill.name !== 'string') return null;
  const messages = decodeMessages(value.messages);
  if (!messages) return null;
  if (!isObject(value.bot)) return { ...value, messages } as GuestSession;
  return { ...value, messages, bot: { prompt: decodeBotPrompt(value.bot.prompt) } } as GuestSession;
}

/** What a bot waits on (null: nothing, or not a prompt). */
export function decodeBotPrompt(value: unknown): BotPrompt | null {
  if (!isObject(value) || (value.kind !== 'buttons' && value.kind !== 'text')) return null;
  if (!Array.isArray(value.choices)) return null;
  const choices = value.choices.filter(
    (c): c is BotPrompt['choices'][number] =>
      isObject(c) && typeof c.id === 'string' && typeof c.title === 'string',
  );
  return { kind: value.kind, choices: choices.map((c) => ({ id: c.id, title: c.title })) };
}

/** What a visitor is told of a room update. */
export function decodeGuestRoomState(value: unknown): GuestRoomState | null {
  if (!isObject(value) || typeof value.uuid !== 'string' || !isRoomStatus(value.status)) return null;
  const name = value.agent_name;
  if (name !== null && name !== undefined && typeof name !== 'string') return null;
  return { uuid: value.uuid, status: value.status, agent_name: name ?? null };
}

/** Someone is typing in a room (either socket). */
export function decodeTyping(value: unknown): TypingEvent | null {
  if (!isObject(value) || typeof value.room !== 'string' || typeof value.active !== 'boolean') return null;
  if (value.author !== 'visitor' && value.author !== 'agent') return null;
  const name = typeof value.name === 'string' ? { name: value.name } : {};
  return { room: value.room, active: value.active, author: value.author, ...name };
}
