import * as v from 'valibot';
import { SettingsIds, SettingsLabel } from './common.ts';

/** Sub-account of the company: a name and the skills it covers (spec 002 §1, §5). */
export const Subaccount = v.object({
  id: v.number(),
  name: v.string(),
  skills: v.array(v.number()),
});
export type Subaccount = v.InferOutput<typeof Subaccount>;

/** `POST /subaccounts/[{id}]`: what an administrator writes. */
export const SubaccountInput = v.object({
  name: SettingsLabel,
  skills: v.optional(SettingsIds, []),
});
export type SubaccountInput = v.InferOutput<typeof SubaccountInput>;
