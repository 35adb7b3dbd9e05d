import { ROLES } from '@omnicanal/core';
import * as v from 'valibot';
import { NewPassword } from '../account.ts';
import { AgentStatus } from '../agent-status.ts';
import { Acknowledgement, RowId } from '../common.ts';
import { NotificationOptions } from '../notification-options.ts';
import { SettingsIds, SettingsListQuery } from './common.ts';

/** The most rooms, reviews or tickets one agent may be given at once. */
export const AGENT_MAX_LOAD = 1000;

const Name = v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(128, 'too_long'));
const Load = v.pipe(
  v.number('invalid'),
  v.integer('invalid'),
  v.minValue(0, 'invalid'),
  v.maxValue(AGENT_MAX_LOAD, 'invalid'),
);

/** One skill of an agent (spec 000 §3 permissions.skills): its id and the auto-allocation flag. */
export const AgentSkill = v.object({
  id: RowId,
  auto_allocation: v.optional(v.boolean(), false),
});
export type AgentSkill = v.InferOutput<typeof AgentSkill>;

/**
 * `POST /agents/` (invite) and `POST /agents/{pk}/` (edit), spec 002 §3 Agent/user. The owner role is
 * never given; a role above the caller's rank is refused by the server.
 */
export const AgentInput = v.object({
  email: v.pipe(
    v.string('required'),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty('required'),
    v.email('invalid_email'),
    v.maxLength(254, 'invalid_email'),
  ),
  first_name: Name,
  last_name: Name,
  user_role: v.picklist(
    ROLES.filter((r) => r !== 'owner'),
    'invalid',
  ),
  skills: v.optional(v.pipe(v.array(AgentSkill), v.maxLength(100, 'too_long')), []),
  groups: v.optional(SettingsIds, []),
  subaccounts: v.optional(SettingsIds, []),
  max_rooms: v.optional(Load, 5),
  max_reviews: v.optional(Load, 5),
  max_tickets: v.optional(Load, 5),
  want_notif: v.optional(v.boolean(), true),
  notif_new_msg_sound: v.optional(v.boolean(), true),
  /** Left as stored when absent. */
  notification_options: v.optional(NotificationOptions),
});
export type AgentInput = v.InferOutput<typeof AgentInput>;

/** An agent as the administration screens read it. `status` is spec 000 §4's 1–5. */
export const AgentDetails = v.object({
  id: v.number(),
  uuid: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  user_role: v.picklist(ROLES),
  status: AgentStatus,
  pause: v.boolean(),
  date_joined: v.string(),
  has_confirm_email: v.boolean(),
  /** True until the invited agent has chosen a password. */
  invitation_pending: v.boolean(),
  max_rooms: v.number(),
  max_reviews: v.number(),
  max_tickets: v.number(),
  want_notif: v.boolean(),
  notif_new_msg_sound: v.boolean(),
  /** Always sent by the server; optional so older payloads still read. */
  notification_options: v.optional(NotificationOptions),
  skills: v.array(v.object({ id: v.number(), auto_allocation: v.boolean() })),
  groups: v.array(v.number()),
  subaccounts: v.array(v.number()),
});
export type AgentDetails = v.InferOutput<typeof AgentDetails>;

/** `GET /settings/agents/`: the settings list query plus `skill`, the agents holding that skill. */
export const AgentListQuery = v.object({
  ...SettingsListQuery.entries,
  skill: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, 'invalid'), v.transform(Number))),
});
export type AgentListQuery = v.InferOutput<typeof AgentListQuery>;

/** One entry of `GET /agents/{id}/skills/labels`. */
export const AgentSkillLabel = v.object({ id: v.number(), name: v.string(), auto_allocation: v.boolean() });
export type AgentSkillLabel = v.InferOutput<typeof AgentSkillLabel>;

/** `POST /invitation/accept`: the uid and token of the invitation link, and the chosen password. */
export const InvitationAccept = v.pipe(
  v.object({
    uid: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
    token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(128)),
    password1: NewPassword,
    password2: v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(1024)),
  }),
  v.check((input) => input.password1 === input.password2, 'password.passwords_mismatch'),
);
export type InvitationAccept = v.InferOutput<typeof InvitationAccept>;

/** Answer of `POST /invitation/accept`: the address the agent now signs in with. */
export const AcceptedInvitation = v.object({ ...Acknowledgement.entries, email: v.string() });
export type AcceptedInvitation = v.InferOutput<typeof AcceptedInvitation>;

/** Answer of `POST /settings/agents/{pk}/logout`: the agent and their status now (5, disconnected). */
export const AgentLogoutAnswer = v.object({ agent: v.string(), status: AgentStatus });
export type AgentLogoutAnswer = v.InferOutput<typeof AgentLogoutAnswer>;
