import * as v from 'valibot';
import { maybe } from './common.ts';

/** Bounds of the guest info form (spec 000 §5: text fields stop at 128 characters). */
export const GUEST_NAME_MAX_LENGTH = 128;
export const GUEST_NOTE_MAX_LENGTH = 2000;
export const GUEST_EXTRA_VALUE_MAX_LENGTH = 256;
/** Earlier sessions per page of the detail panel's history (spec 000 §9: session events page 10). */
export const GUEST_SESSIONS_PAGE_SIZE = 10;

/**
 * Field messages are keys the console translates (`inbox-details:errors.<key>`), not sentences:
 * the server and the client speak of the same mistake in the user's language.
 */
const Text = (max: number) =>
  v.pipe(v.string('invalid_field'), v.trim(), v.maxLength(max, 'max_length_exceeded'));

/** An empty text clears the field: the form sends what the agent left in it. */
const emptyToNull = (value: string | null | undefined) => (value ? value : null);

const OptionalEmail = v.pipe(
  v.string('invalid_field'),
  v.trim(),
  v.check((value) => value === '' || v.is(v.pipe(v.string(), v.email()), value), 'invalid_email'),
  v.maxLength(254, 'max_length_exceeded'),
  v.toLowerCase(),
);

/** Digits with the usual separators and an optional leading +, between 6 and 20 digits. */
const PHONE = /^\+?[0-9 ().-]*$/;
const OptionalPhone = v.pipe(
  v.string('invalid_field'),
  v.trim(),
  v.check((value) => {
    if (value === '') return true;
    const digits = value.replace(/\D/g, '').length;
    return PHONE.test(value) && digits >= 6 && digits <= 20;
  }, 'invalid_phone'),
);

/**
 * `POST /api/agents/guests/{guest}/info`: what an agent may change about a guest (spec 000 §7).
 * A field left out stays as it is; an empty one is cleared.
 */
export const GuestInfoInput = v.object({
  full_name: v.pipe(maybe(Text(GUEST_NAME_MAX_LENGTH)), v.transform(emptyToNull)),
  email: v.pipe(maybe(OptionalEmail), v.transform(emptyToNull)),
  phone_number: v.pipe(maybe(OptionalPhone), v.transform(emptyToNull)),
  /** Values of the company's extra data keys; the server refuses other keys. */
  extra: maybe(v.record(v.pipe(v.string(), v.maxLength(64)), Text(GUEST_EXTRA_VALUE_MAX_LENGTH))),
  note: v.pipe(maybe(Text(GUEST_NOTE_MAX_LENGTH)), v.transform(emptyToNull)),
});
export type GuestInfoInput = v.InferOutput<typeof GuestInfoInput>;

/** A guest as the detail panel shows and edits it. */
export const GuestInfo = v.object({
  /** The guest's uuid: the `{guest}` of the info and sessions calls. */
  guest: v.string(),
  full_name: v.nullable(v.string()),
  email: v.nullable(v.string()),
  phone_number: v.nullable(v.string()),
  language: v.nullable(v.string()),
  extra: v.record(v.string(), v.string()),
  note: v.nullable(v.string()),
  created_at: v.string(),
});
export type GuestInfo = v.InferOutput<typeof GuestInfo>;

/** `GET /api/guests/extra-data-keys`: the extra fields a company keeps about its guests. */
export const ExtraDataKey = v.object({ key: v.string(), label: v.string() });
export type ExtraDataKey = v.InferOutput<typeof ExtraDataKey>;

/**
 * What an extra data key may be: the name a website sends (`extra` of a conversation), so lower-case
 * letters, digits and underscores, starting with a letter; 64 characters at most, as `extra` takes.
 */
export const EXTRA_DATA_KEY_PATTERN = '^[a-z][a-z0-9_]*$';

/** `POST /api/guests/extra-data-keys`: a new key, with the label agents read it under. */
export const ExtraDataKeyInput = v.object({
  key: v.pipe(
    v.string('required'),
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(64, 'max_length'),
    v.regex(new RegExp(EXTRA_DATA_KEY_PATTERN), 'invalid_key'),
  ),
  label: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(128, 'max_length')),
});
export type ExtraDataKeyInput = v.InferOutput<typeof ExtraDataKeyInput>;

/** `GET /api/guests/guests/sessions` query. */
export const GuestSessionsQuery = v.object({
  guest: v.pipe(v.string(), v.uuid('invalid_field')),
  page_size: v.pipe(
    v.optional(v.string(), String(GUEST_SESSIONS_PAGE_SIZE)),
    v.transform(Number),
    v.integer('invalid_field'),
    v.minValue(1, 'invalid_field'),
    v.maxValue(50, 'invalid_field'),
  ),
  /** Only sessions created strictly before this time: the next page starts where the last ended. */
  cutoff_datetime: v.optional(v.pipe(v.string(), v.isoTimestamp('invalid_field'))),
  /** A room to leave out, usually the one the panel is open on. */
  exclude: v.optional(v.pipe(v.string(), v.maxLength(64))),
});
export type GuestSessionsQuery = v.InferOutput<typeof GuestSessionsQuery>;

/** One earlier session of a guest (spec 000 §3 "Guest and session", in the session result's words). */
export const GuestSessionSummary = v.object({
  id: v.string(),
  state: v.string(),
  agent_name: v.nullable(v.string()),
  skill: v.object({ id: v.number(), label: v.string() }),
  created_at: v.string(),
  last_message: v.nullable(
    v.object({ rich_content: v.record(v.string(), v.unknown()), created_at: v.string() }),
  ),
  contact_reason: v.nullable(v.string()),
});
export type GuestSessionSummary = v.InferOutput<typeof GuestSessionSummary>;

export const GuestSessionsPage = v.object({
  sessions: v.array(GuestSessionSummary),
  has_more: v.boolean(),
});
export type GuestSessionsPage = v.InferOutput<typeof GuestSessionsPage>;
