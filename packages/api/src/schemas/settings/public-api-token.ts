import * as v from 'valibot';
import { PUBLIC_API_SCOPES, PublicApiScopes } from '../public-api.ts';
import { SettingsLabel } from './common.ts';

/** A public API token as listed: never its secret. */
export const PublicApiToken = v.object({
  id: v.number(),
  label: v.string(),
  /** What it may do (`PUBLIC_API_SCOPES`). */
  scopes: v.array(v.string()),
  created_at: v.string(),
  last_used_at: v.nullable(v.string()),
});
export type PublicApiToken = v.InferOutput<typeof PublicApiToken>;

/** `POST /public-api/tokens/`: a label to know the token by, and what it may do. */
export const PublicApiTokenInput = v.object({
  label: SettingsLabel,
  /** Every scope there is when not given. */
  scopes: v.optional(PublicApiScopes, [...PUBLIC_API_SCOPES]),
});
export type PublicApiTokenInput = v.InferOutput<typeof PublicApiTokenInput>;

/** The answer to a creation: the only time the secret is shown. */
export const CreatedPublicApiToken = v.object({
  id: v.number(),
  label: v.string(),
  token: v.string(),
});
export type CreatedPublicApiToken = v.InferOutput<typeof CreatedPublicApiToken>;
