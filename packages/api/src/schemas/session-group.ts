import * as v from 'valibot';

/**
 * How a guest belongs to a session group: `visitor` is the one who opened the conversation,
 * `participant` a guest an agent added to it (spec 000 §7 POST /session-groups/{id}/guests).
 */
export const SESSION_GROUP_GUEST_KINDS = ['visitor', 'participant'] as const;
export type SessionGroupGuestKind = (typeof SESSION_GROUP_GUEST_KINDS)[number];

/**
 * One guest of a session group, in the words of spec 000 §3 "Guest and session". The agent is the
 * one who added the guest (the room's agent for its visitor); ids are uuids, the skill's a number.
 */
export const SessionGroupGuest = v.object({
  session_group_id: v.string(),
  guest_id: v.string(),
  guest_name: v.string(),
  kind: v.picklist(SESSION_GROUP_GUEST_KINDS),
  skill_id: v.number(),
  agent_id: v.nullable(v.string()),
  agent_name: v.nullable(v.string()),
  agent_email: v.nullable(v.string()),
  created_at: v.string(),
});
export type SessionGroupGuest = v.InferOutput<typeof SessionGroupGuest>;

/** `POST /api/guests/session-groups/{id}/guests`: adds a guest of the company to the group. */
export const SessionGroupGuestInput = v.object({
  guest_id: v.pipe(v.string('invalid_field'), v.uuid('invalid_field')),
  kind: v.optional(v.picklist(['participant'], 'invalid_field'), 'participant'),
});
export type SessionGroupGuestInput = v.InferOutput<typeof SessionGroupGuestInput>;
