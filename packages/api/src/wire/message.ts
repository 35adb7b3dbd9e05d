import type { Message, RichContent } from '../schemas/message.ts';
import { ANSWER_KINDS, MESSAGE_KINDS } from './message-kinds.ts';

/**
 * The message decoder shared by the agent inbox and the visitor widget: plain checks, no schema
 * library, so the widget stays small. It accepts the shape `schemas/message.ts` describes (a test
 * holds both to the same samples). Links are only required to be strings here: whether one is
 * clickable is decided where it is rendered (`safeHref`, http(s) only), so a message carrying an
 * unsafe link still shows, its link as plain text.
 */

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
/** Optional on the wire means missing or null. */
const absent = (value: unknown): boolean => value === undefined || value === null;
const optional = (value: unknown, check: (value: unknown) => boolean): boolean =>
  absent(value) || check(value);
const webUrl = (value: unknown): boolean => isString(value) && value.length <= 2048;
const within = (value: unknown, limit: number): boolean => isNumber(value) && Math.abs(value) <= limit;
const instant = (value: unknown): boolean => isString(value) && !Number.isNaN(Date.parse(value));

/** The checks of each rich content type (spec 000 §3), by `type`. */
const CONTENT_CHECKS: Record<RichContent['type'], (c: Fields) => boolean> = {
  txt: (c) => isString(c.text) && c.text.trim() !== '',
  url: (c) => webUrl(c.url) && optional(c.desc, isString) && optional(c.img, webUrl),
  file: (c) => webUrl(c.url) && isString(c.name) && isString(c.mimetype),
  location: (c) => within(c.lat, 90) && within(c.lng, 180) && optional(c.label, isString),
  payment: (c) => isNumber(c.amount) && isString(c.currency) && optional(c.url, webUrl),
  authentication: (c) => isString(c.title) && isString(c.uuid),
  cobrowsing: (c) => isString(c.expires_at) && isString(c.token),
  webrtc: (c) => webUrl(c.url),
  timeslots: (c) =>
    isString(c.title) &&
    Array.isArray(c.slots) &&
    c.slots.length >= 1 &&
    c.slots.length <= 10 &&
    c.slots.every((s) => isObject(s) && instant(s.start) && instant(s.end)),
  callback: (c) => isString(c.title) && optional(c.phone_number, isString),
  room_event_answer: (c) =>
    isString(c.invitation) &&
    (ANSWER_KINDS as readonly unknown[]).includes(c.kind) &&
    optional(c.slot, (s) => isObject(s) && instant(s.start) && instant(s.end)) &&
    optional(c.phone_number, isString) &&
    optional(c.status, isString),
};

/** Whether a value is a rich content this client knows how to show. */
export function isRichContent(value: unknown): value is RichContent {
  if (!isObject(value) || !isString(value.type)) return false;
  const check = CONTENT_CHECKS[value.type as RichContent['type']];
  return !!check && check(value);
}

const isAuthor = (value: unknown): boolean =>
  isObject(value) && isString(value.name) && optional(value.uuid, isString);

/** A message from the wire, or null when it is not one (the caller reports or ignores it). */
export function decodeMessage(value: unknown): Message | null {
  if (!isObject(value)) return null;
  const ok =
    isString(value.event) &&
    isString(value.room) &&
    (MESSAGE_KINDS as readonly unknown[]).includes(value.kind) &&
    isRichContent(value.rich_content) &&
    optional(value.author, isAuthor) &&
    optional(value.client_id, isString) &&
    isString(value.created_at);
  return ok ? (value as unknown as Message) : null;
}

/** A list of messages, or null when it is not a list or one of them is not a message. */
export function decodeMessages(value: unknown): Message[] | null {
  if (!Array.isArray(value)) return null;
  const out: Message[] = [];
  for (const item of value) {
    const message = decodeMessage(item);
    if (!message) return null;
    out.push(message);
  }
  return out;
}
