import * as v from 'valibot';
import { maybe, RowId } from './common.ts';

/** The longest contact reason label (spec 002 §3 Contact reason). */
export const CONTACT_REASON_LABEL_MAX_LENGTH = 128;
/** The longest comment an agent leaves with a contact reason event. */
export const CONTACT_REASON_COMMENT_MAX_LENGTH = 1000;

const Ids = v.pipe(v.array(RowId), v.maxLength(100));

/** Contact reason of spec 002 §3: label, skills, subaccounts. No skills means every skill. */
export const ContactReason = v.object({
  id: v.number(),
  label: v.string(),
  skills: v.array(v.number()),
  subaccounts: v.array(v.number()),
});
export type ContactReason = v.InferOutput<typeof ContactReason>;

/** `POST /contactreasons/[{id}]`: what a manager writes. */
export const ContactReasonInput = v.object({
  label: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(CONTACT_REASON_LABEL_MAX_LENGTH, 'too_long'),
  ),
  skills: v.optional(Ids, []),
  subaccounts: v.optional(Ids, []),
});
export type ContactReasonInput = v.InferOutput<typeof ContactReasonInput>;

/** `GET /contactreasons/?skill=`: only the reasons that apply to rooms of that skill. */
export const ContactReasonsQuery = v.object({
  skill: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))),
});

/**
 * Contact reason event of spec 000 §3, `POST /contactreasons/save-event`: the reasons an agent gives
 * for a closed room. `room_event` is the closed room's uuid.
 */
export const ContactReasonEventInput = v.object({
  comment: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(CONTACT_REASON_COMMENT_MAX_LENGTH, 'too_long')),
    '',
  ),
  contact_reasons: Ids,
  customer: maybe(v.number()),
  room_event: v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(64)),
});
export type ContactReasonEventInput = v.InferOutput<typeof ContactReasonEventInput>;

/** A stored contact reason event, with the labels the reasons had when it was saved. */
export const ContactReasonEvent = v.object({
  id: v.number(),
  comment: v.string(),
  contact_reasons: v.array(v.number()),
  labels: v.array(v.string()),
  customer: v.nullable(v.number()),
  room_event: v.string(),
  created_at: v.string(),
});
export type ContactReasonEvent = v.InferOutput<typeof ContactReasonEvent>;
