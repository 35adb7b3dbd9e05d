import { LOCALES, ROLES } from '@omnicanal/core';
import * as v from 'valibot';
import { Subscription } from './billing.ts';
import { maybe } from './common.ts';
import { NotificationOptions } from './notification-options.ts';

export const SkillPermission = v.object({ id: v.number(), auto_allocation: v.boolean() });

/** User of spec 000 §3. */
export const User = v.object({
  id: v.number(),
  uuid: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  phone_number: maybe(v.string()),
  timezone: v.string(),
  language: v.picklist(LOCALES),
  user_role: v.picklist(ROLES),
  date_joined: v.string(),
  has_confirm_email: v.boolean(),
  want_notif: v.boolean(),
  pause: v.boolean(),
  max_rooms: v.number(),
  max_reviews: v.number(),
  max_tickets: v.number(),
  groups: v.array(v.number()),
  subaccounts: v.array(v.number()),
  permissions: v.object({ skills: v.array(SkillPermission), groups: v.array(v.number()) }),
  notif_new_msg_sound: v.boolean(),
  /** Per-event choices; absent where a payload does not carry them (the account answers do). */
  notification_options: v.optional(NotificationOptions),
});
export type User = v.InferOutput<typeof User>;

/** Customer (the company) of spec 000 §3. */
export const Customer = v.object({
  id: v.number(),
  logo: maybe(v.string()),
  company_name: v.string(),
  over_quota: v.boolean(),
  offer_desc: v.object({
    features: v.array(v.string()),
    is_appsumo: v.boolean(),
    max_skills: v.number(),
  }),
  services: v.array(v.object({ kind: v.string() })),
  /** Spec 002 §3: the offer the company is on (hosted edition; no billing in the self-hosted one). */
  offer: v.optional(Subscription),
});
export type Customer = v.InferOutput<typeof Customer>;

/** Skill of spec 000 §3. */
export const Skill = v.object({
  id: v.number(),
  name: v.string(),
  auto_allocation: v.boolean(),
  services: v.array(v.object({ kind: v.string() })),
});
export type Skill = v.InferOutput<typeof Skill>;

/**
 * POST /user/account: the notification choices of the signed-in user, beside the profile fields of
 * `AccountUpdate` (spec 000 §3). A missing field is left as it is.
 */
export const NotificationSettingsUpdate = v.object({
  want_notif: v.optional(v.boolean()),
  notif_new_msg_sound: v.optional(v.boolean()),
  notification_options: v.optional(NotificationOptions),
});
export type NotificationSettingsUpdate = v.InferOutput<typeof NotificationSettingsUpdate>;

/** Why a company deletes its account (spec 002 §5: a reason is required). */
export const ACCOUNT_DELETION_REASONS = [
  'too_expensive',
  'missing_features',
  'too_complex',
  'switching_product',
  'no_longer_needed',
  'other',
] as const;
export type AccountDeletionReason = (typeof ACCOUNT_DELETION_REASONS)[number];

/** POST /customer/delete. */
export const AccountDeletionRequest = v.object({
  // A missing reason is worded like a wrong one: the spec's 'Please select a reason for deletion'.
  reason: v.pipe(
    v.optional(v.string('deletion_reason_required'), ''),
    v.picklist(ACCOUNT_DELETION_REASONS, 'deletion_reason_required'),
  ),
  details: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000, 'max_length')), ''),
});
export type AccountDeletionRequest = v.InferOutput<typeof AccountDeletionRequest>;

/** Push registration of a mobile device (spec 000 §3 and §7): POST /register. */
export const PushRegistration = v.object({
  token: v.pipe(v.string('required'), v.trim(), v.minLength(1, 'required'), v.maxLength(512, 'max_length')),
  activated: v.boolean(),
  kind: v.picklist(['apple', 'android'], 'invalid_payload'),
});
export type PushRegistration = v.InferOutput<typeof PushRegistration>;

/** `GET /api/push/register?token=`: whether the device's registration is on. */
export const PushActivation = v.pick(PushRegistration, ['activated']);
export type PushActivation = v.InferOutput<typeof PushActivation>;
