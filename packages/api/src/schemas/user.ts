import { LOCALES, ROLES } from '@omnicanal/core';
import * as v from 'valibot';
import { maybe } from './common.ts';

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
