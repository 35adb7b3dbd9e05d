import * as v from 'valibot';

/**
 * `GET /api/agents/agents/public/{id}`: what may be shown of an agent to anyone in the
 * conversation (spec 000 §3 Agent, without the email or the role): the name and the avatar.
 */
export const PublicAgent = v.object({
  uuid: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  /** First and last name; "Agent" when both are empty (the email is not public). */
  full_name: v.string(),
  avatar: v.nullable(v.string()),
});
export type PublicAgent = v.InferOutput<typeof PublicAgent>;
