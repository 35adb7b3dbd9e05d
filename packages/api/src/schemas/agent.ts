import { ROLES } from '@omnicanal/core';
import * as v from 'valibot';

/**
 * An agent of the company as the transfer dialog lists them (`GET /api/core/agents/`): who, with
 * which role, whether on a break, and the ids of the skills they hold.
 */
export const AgentSummary = v.object({
  id: v.number(),
  uuid: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  user_role: v.picklist(ROLES),
  pause: v.boolean(),
  skills: v.array(v.number()),
});
export type AgentSummary = v.InferOutput<typeof AgentSummary>;

/** Query of `GET /api/core/agents/`: `skill` keeps the agents holding that skill. */
export const AgentsQuery = v.object({
  skill: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, 'skill'), v.transform(Number))),
});
