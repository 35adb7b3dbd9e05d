import * as v from 'valibot';
import { RowId } from './common.ts';

/**
 * `POST /api/guests/sessions/{id}/reset-unread-message-count` (spec 000 §7 "with workchain"): the
 * workchain the session is read from, when it is read from one; the count resets either way.
 */
export const ResetUnreadRequest = v.object({
  workchain: v.nullish(
    v.union([RowId, v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64))], 'invalid_field'),
  ),
});
export type ResetUnreadRequest = v.InferInput<typeof ResetUnreadRequest>;

/** The answer: the session and its count, now 0 (spec 000 §3 session `unread_message_count`). */
export const ResetUnreadAnswer = v.object({
  id: v.string(),
  unread_message_count: v.number(),
});
export type ResetUnreadAnswer = v.InferOutput<typeof ResetUnreadAnswer>;
