import * as v from 'valibot';

/**
 * `GET/POST/DELETE /api/core/visitor-identity`: the company's secret for signing its visitors'
 * identity. Null while identification is off; a new one replaces the old at once (tokens signed
 * with the old one are refused from then on).
 */
export const VisitorIdentitySecret = v.object({
  secret: v.nullable(v.string()),
  created_at: v.nullable(v.string()),
});
export type VisitorIdentitySecret = v.InferOutput<typeof VisitorIdentitySecret>;

/**
 * What a website puts in the token it signs (HS256 with the company's secret) for a signed-in
 * visitor: its own user id (`sub`), an expiry (`exp`), and optionally the name and email the agents
 * should see.
 */
export const VisitorIdentityClaims = v.object({
  sub: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(128)),
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(128))),
  email: v.optional(v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254))),
});
export type VisitorIdentityClaims = v.InferOutput<typeof VisitorIdentityClaims>;
