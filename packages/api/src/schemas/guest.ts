import * as v from 'valibot';
import { GuestBotState } from './bot-prompt.ts';
import { INT4_MAX, maybe } from './common.ts';
import { Message } from './message.ts';
import { Room } from './room.ts';

const Name = v.pipe(v.string(), v.trim(), v.maxLength(128));

/** POST /api/guests/sessions: a visitor opens a web-chat conversation for a skill. */
export const OpenGuestSession = v.object({
  skill: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(INT4_MAX)),
  name: maybe(Name),
  email: maybe(v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254))),
  language: maybe(v.pipe(v.string(), v.maxLength(16))),
});
export type OpenGuestSession = v.InferOutput<typeof OpenGuestSession>;

/**
 * What the visitor keeps to reconnect: the guest token speaks for this conversation only. `bot` is
 * there while a bot owns the conversation (no agent's room yet: the visitor is told `waiting`) and
 * says what the bot waits on.
 */
export const GuestSession = v.object({
  token: v.string(),
  room: v.pick(Room, ['uuid', 'status']),
  skill: v.object({ id: v.number(), name: v.string() }),
  messages: v.array(Message),
  last_seq: v.number(),
  bot: maybe(GuestBotState),
});
export type GuestSession = v.InferOutput<typeof GuestSession>;
