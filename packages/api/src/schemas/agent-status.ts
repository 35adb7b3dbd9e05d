import { LOCALES } from '@omnicanal/core';
import * as v from 'valibot';
import { Uuid } from './common.ts';
import { User } from './user.ts';

/**
 * Agent status values of spec 000 §4, by meaning: 1 available, 2 discussion in progress,
 * 3 maximum discussions reached, 4 paused, 5 disconnected.
 */
export const AGENT_STATUS = {
  available: 1,
  inProgress: 2,
  maxReached: 3,
  paused: 4,
  disconnected: 5,
} as const;
export const AgentStatus = v.picklist([1, 2, 3, 4, 5]);
export type AgentStatus = v.InferOutput<typeof AgentStatus>;

/** Presence of spec 000 §4. */
export const PRESENCES = ['online', 'offline', 'break'] as const;
export type Presence = (typeof PRESENCES)[number];

/** `POST /api/agents/agents/pause`: put an agent on a break (`pause: true`) or back. */
export const PauseRequest = v.object({ agent: Uuid, pause: v.boolean() });
export type PauseRequest = v.InferOutput<typeof PauseRequest>;

/** Answer of `POST /api/agents/agents/pause`: the agent's break and resulting status. */
export const PauseAnswer = v.object({ agent: Uuid, pause: v.boolean(), status: v.optional(AgentStatus) });
export type PauseAnswer = v.InferOutput<typeof PauseAnswer>;

/** `POST /api/agents/agents/auto_fill`: one's own autofill switch. */
export const AutoFillRequest = v.object({ auto_fill: v.boolean() });
export type AutoFillRequest = v.InferOutput<typeof AutoFillRequest>;

/**
 * The fields of `settings {update}` a user may change on themselves. The client sends its whole
 * user object (spec 000 §7): other fields are dropped, never applied.
 */
export const SettingsUpdate = v.object({
  auto_fill: v.optional(v.boolean()),
  want_notif: v.optional(v.boolean()),
  notif_new_msg_sound: v.optional(v.boolean()),
  language: v.optional(v.picklist(LOCALES)),
});
export type SettingsUpdate = v.InferOutput<typeof SettingsUpdate>;

/** Answer of `settings`: the user, with the agent's autofill switch and current status. */
export const AgentSettings = v.object({
  ...User.entries,
  auto_fill: v.boolean(),
  status: AgentStatus,
});
export type AgentSettings = v.InferOutput<typeof AgentSettings>;

/** Data of the `pause` event an agent's socket receives when their break starts or ends. */
export const PauseEventData = v.object({ pause: v.boolean() });
export type PauseEventData = v.InferOutput<typeof PauseEventData>;
