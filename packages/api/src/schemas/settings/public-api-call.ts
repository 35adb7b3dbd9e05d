import * as v from 'valibot';
import { SETTINGS_LIST_DEFAULT_LIMIT, SETTINGS_LIST_MAX_LIMIT } from './common.ts';

/*
 * The audit of the public API (Settings › API publique): every call made with one of the company's
 * tokens, newest first. `GET /public-api/calls?token=&status=&offset=&limit=`, administrators.
 */

/** The status filter: a class of answers (`2xx`, `4xx`…) or one code (`403`). */
export const PUBLIC_API_STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;

const QueryNumber = (pattern: RegExp) => v.pipe(v.string(), v.regex(pattern, 'invalid'), v.transform(Number));

/** `?token=` (one token's calls), `?status=` (`4xx` or `404`), and the page (`offset`, `limit`). */
export const PublicApiCallsQuery = v.object({
  token: v.optional(QueryNumber(/^[1-9]\d{0,9}$/)),
  status: v.optional(v.pipe(v.string(), v.regex(/^[1-5](xx|\d\d)$/, 'invalid'))),
  offset: v.optional(v.pipe(QueryNumber(/^\d{1,7}$/), v.maxValue(1_000_000, 'invalid')), '0'),
  limit: v.optional(
    v.pipe(
      QueryNumber(/^\d{1,3}$/),
      v.minValue(1, 'invalid'),
      v.maxValue(SETTINGS_LIST_MAX_LIMIT, 'invalid'),
    ),
    String(SETTINGS_LIST_DEFAULT_LIMIT),
  ),
});
export type PublicApiCallsQuery = v.InferOutput<typeof PublicApiCallsQuery>;

/** One call as kept: when, with which token (its name kept after a revocation), what, and the answer. */
export const PublicApiCall = v.object({
  id: v.number(),
  at: v.string(),
  /** Null once the token was revoked. */
  token_id: v.nullable(v.number()),
  /** The token's name when the call was made; null for calls kept before names were. */
  token_label: v.nullable(v.string()),
  method: v.string(),
  path: v.string(),
  status: v.number(),
  /** The scope the route needed (`rooms:read`); null for calls kept before scopes were. */
  scope: v.nullable(v.string()),
});
export type PublicApiCall = v.InferOutput<typeof PublicApiCall>;

/** One page of the audit, and the company's time zone its times are read in. */
export const PublicApiCallsPage = v.object({
  results: v.array(PublicApiCall),
  count: v.number(),
  zone: v.string(),
});
export type PublicApiCallsPage = v.InferOutput<typeof PublicApiCallsPage>;
