import * as v from 'valibot';
import { SettingsLabel } from './settings/common.ts';

/*
 * Key accounts (issue 19 point 3): viewers outside the rank table of spec 000 §6 that read the
 * dashboards of the companies granted to them, read-only, with a `okd_…` token. Company owners
 * manage them under the core service (`/key-accounts/`).
 */

/** Key-account tokens carry a prefix so that a leaked one is recognisable, and told from a user's. */
export const KEY_ACCOUNT_TOKEN_PREFIX = 'okd_';

/** Whether a token is a key account's (a dashboards viewer), not a user's. */
export function isKeyAccountToken(token: string | null | undefined): boolean {
  return typeof token === 'string' && token.startsWith(KEY_ACCOUNT_TOKEN_PREFIX);
}

/** A key account as its granting company lists it: never its token. */
export const KeyAccount = v.object({
  id: v.number(),
  label: v.string(),
  /** When this company granted its dashboards to the key account. */
  granted_at: v.string(),
  created_at: v.string(),
});
export type KeyAccount = v.InferOutput<typeof KeyAccount>;

/** `POST /key-accounts/`: the label the key account is known by. */
export const KeyAccountInput = v.object({ label: SettingsLabel });
export type KeyAccountInput = v.InferOutput<typeof KeyAccountInput>;

/** The answer to a creation: the only time the token is shown. */
export const CreatedKeyAccount = v.object({ id: v.number(), label: v.string(), token: v.string() });
export type CreatedKeyAccount = v.InferOutput<typeof CreatedKeyAccount>;

/** `POST /key-accounts/grants`: the token of an existing key account, to grant it this company. */
export const KeyAccountGrantInput = v.object({
  token: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(128, 'invalid')),
});
export type KeyAccountGrantInput = v.InferOutput<typeof KeyAccountGrantInput>;

/** `GET /stats/key-account`: the key account itself and the companies it may read, for a picker. */
export const KeyAccountPortal = v.object({
  label: v.string(),
  companies: v.array(v.object({ id: v.number(), name: v.string() })),
});
export type KeyAccountPortal = v.InferOutput<typeof KeyAccountPortal>;
