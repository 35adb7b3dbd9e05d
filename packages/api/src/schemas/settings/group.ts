import { ROLES } from '@omnicanal/core';
import * as v from 'valibot';
import { SettingsIds, SettingsLabel } from './common.ts';

/** Group (skill group) of spec 002 §3: a name and the skills it gathers. */
export const SkillGroup = v.object({
  id: v.number(),
  name: v.string(),
  skills: v.array(v.number()),
});
export type SkillGroup = v.InferOutput<typeof SkillGroup>;

/** `POST /groups/[{id}]`: what an administrator writes. */
export const SkillGroupInput = v.object({
  name: SettingsLabel,
  skills: v.optional(SettingsIds, []),
});
export type SkillGroupInput = v.InferOutput<typeof SkillGroupInput>;

/** One entry of `GET /groups/list-roles`: a role the caller may assign and its label. */
export const AssignableRole = v.object({
  value: v.picklist(ROLES),
  label: v.string(),
});
export type AssignableRole = v.InferOutput<typeof AssignableRole>;
