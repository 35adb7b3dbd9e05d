import { MESSAGE_MAX_LENGTH, safeHref } from '@omnicanal/core';
import * as v from 'valibot';
import { MESSAGE_KINDS } from '../wire/message-kinds.ts';
import { maybe } from './common.ts';
import { RoomEventAnswerContent } from './room-event-answer.ts';

const Url = v.pipe(v.string(), v.maxLength(2048), v.url());
/** Links must be http(s): a javascript: or data: URL from a customer is never made clickable. */
const WebUrl = v.pipe(
  Url,
  v.check((u) => safeHref(u) !== null, 'url.scheme'),
);

/** The text of a message: trimmed, non-empty, bounded. */
export const MessageText = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('message_empty'),
  v.maxLength(MESSAGE_MAX_LENGTH, 'message_too_long'),
);

/** Rich contents an agent (or the platform) may post, spec 000 §3. */
const POSTED_CONTENTS = [
  v.object({ type: v.literal('txt'), text: MessageText }),
  v.object({ type: v.literal('url'), url: WebUrl, desc: maybe(v.string()), img: maybe(WebUrl) }),
  v.object({
    type: v.literal('file'),
    url: WebUrl,
    name: v.pipe(v.string(), v.maxLength(255)),
    mimetype: v.pipe(v.string(), v.maxLength(255)),
  }),
  v.object({
    type: v.literal('location'),
    lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
    lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
    label: maybe(v.string()),
  }),
  v.object({ type: v.literal('payment'), amount: v.number(), currency: v.string(), url: maybe(WebUrl) }),
  v.object({ type: v.literal('authentication'), title: v.string(), uuid: v.string() }),
  v.object({ type: v.literal('cobrowsing'), expires_at: v.string(), token: v.string() }),
  v.object({ type: v.literal('webrtc'), url: WebUrl }),
  // Room actions of spec 000 §4 with no wire shape in §3: slots offered to the visitor, and an
  // offer to call them back.
  v.object({
    type: v.literal('timeslots'),
    title: v.pipe(v.string(), v.maxLength(128)),
    slots: v.pipe(
      v.array(
        v.object({ start: v.pipe(v.string(), v.isoTimestamp()), end: v.pipe(v.string(), v.isoTimestamp()) }),
      ),
      v.minLength(1),
      v.maxLength(10),
    ),
  }),
  v.object({
    type: v.literal('callback'),
    title: v.pipe(v.string(), v.maxLength(128)),
    phone_number: maybe(v.pipe(v.string(), v.maxLength(32))),
  }),
] as const;

/**
 * What an agent's `send_message` carries: any rich content but a visitor's answer to a room action,
 * which only the visitor's own command writes (after checking it against the card).
 */
export const AgentRichContent = v.variant('type', POSTED_CONTENTS);
export type AgentRichContent = v.InferOutput<typeof AgentRichContent>;

/** Rich contents of spec 000 §3, discriminated by `type`. */
export const RichContent = v.variant('type', [
  ...POSTED_CONTENTS,
  // A visitor's answer to one of the room actions above (see room-event-answer.ts).
  RoomEventAnswerContent,
]);
export type RichContent = v.InferOutput<typeof RichContent>;

export { MESSAGE_KINDS };
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Message of spec 000 §3: `event` is the message's own id, `room` the room's uuid. */
export const Message = v.object({
  event: v.string(),
  room: v.string(),
  kind: v.picklist(MESSAGE_KINDS),
  rich_content: RichContent,
  author: maybe(v.object({ uuid: maybe(v.string()), name: v.string() })),
  client_id: maybe(v.string()),
  created_at: v.string(),
});
export type Message = v.InferOutput<typeof Message>;

/** The client id makes a retried send idempotent: same id, same stored message. */
export const ClientId = v.pipe(v.string(), v.minLength(8), v.maxLength(64), v.regex(/^[\w-]+$/));

/**
 * Delivery of a message sent through a channel (WhatsApp, Telegram…): `queued` (waiting or being
 * retried), `sent` (the provider took it), `delivered`, `read` (the contact opened it, on channels
 * with read receipts), `failed` (given up: `error_code` is the provider's code, shown to the agent).
 */
export const DELIVERY_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export const DeliveryChange = v.object({
  room: v.string(),
  /** The message's `event` id. */
  message: v.string(),
  status: v.picklist(DELIVERY_STATUSES),
  error_code: v.nullable(v.string()),
});
export type DeliveryChange = v.InferOutput<typeof DeliveryChange>;
