import * as v from 'valibot';
import { ANSWER_KINDS } from '../wire/message-kinds.ts';
import { maybe } from './common.ts';

/**
 * A visitor's answer to an agent's room action (spec 000 §4: authentication, timeslots, callback,
 * ask for payment). The visitor never posts the action's card itself: it sends the guests socket's
 * `answer_room_event` command naming the invitation (the `event` of the agent's card message), and
 * the server checks it against that card and stores the answer once, as a `room_event_answer`
 * message. The spec names no wire shape for it; the names follow its `room_event` vocabulary.
 */

export { ANSWER_KINDS };
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/** How the visitor left a payment request: paid with the provider, or gave up. */
export const PAYMENT_OUTCOMES = ['paid', 'cancelled'] as const;

const Slot = v.object({
  start: v.pipe(v.string(), v.isoTimestamp('slot_invalid')),
  end: v.pipe(v.string(), v.isoTimestamp('slot_invalid')),
});

/** The answer's data, by kind. */
export const RoomEventAnswerData = {
  /** The `uuid` of the authentication card being answered. */
  authentication: v.object({ uuid: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) }),
  /** One of the slots the card offered. */
  timeslots: v.object({ slot: Slot }),
  /** The number to call back. */
  callback: v.object({
    phone_number: v.pipe(v.string(), v.trim(), v.regex(/^\+?[\d ().-]{6,24}$/, 'invalid_phone')),
  }),
  payment: v.object({ status: v.picklist(PAYMENT_OUTCOMES) }),
} as const;

/** The stored answer, a rich content of its own so that agents see what was chosen. */
export const RoomEventAnswerContent = v.object({
  type: v.literal('room_event_answer'),
  invitation: v.pipe(v.string(), v.maxLength(64)),
  kind: v.picklist(ANSWER_KINDS),
  slot: maybe(Slot),
  phone_number: maybe(v.pipe(v.string(), v.maxLength(32))),
  status: maybe(v.picklist(PAYMENT_OUTCOMES)),
});
export type RoomEventAnswerContent = v.InferOutput<typeof RoomEventAnswerContent>;
