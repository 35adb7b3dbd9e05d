import { randomBytes } from 'node:crypto';
import { VisitorIdentityClaims, type VisitorIdentitySecret } from '@omnicanal/api';
import { jwtVerify } from 'jose';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { DB } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/**
 * Identified visitors (Intercom and Zendesk work the same way): the website signs who its
 * signed-in visitor is — a JWT, HS256, with the company's secret — and the widget passes it on when
 * it opens a conversation. A verified visitor is one guest on every device, found by the site's
 * own user id; an unsigned, wrongly signed or expired identity is refused, never taken on trust.
 */

/** A visitor whose website vouched for them. */
export interface VisitorIdentity {
  externalId: string;
  name: string | null;
  email: string | null;
}

/** Longest token accepted: a JWT with a few short claims is a few hundred characters. */
const MAX_TOKEN_LENGTH = 4096;

const refused = (detail: string) => new HttpError(403, 'invalid_identity', detail);

/** The company's secret, or null while identification is off. */
export async function identitySecretOf(db: Kysely<DB>, companyId: number): Promise<VisitorIdentitySecret> {
  const row = await db
    .selectFrom('visitor_identity_secrets')
    .select(['secret', 'created_at'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return { secret: row?.secret ?? null, created_at: row?.created_at.toISOString() ?? null };
}

/** A new secret for the company, replacing any other at once (256 random bits, base64url). */
export async function renewIdentitySecret(db: Kysely<DB>, companyId: number): Promise<VisitorIdentitySecret> {
  const secret = randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('visitor_identity_secrets')
    .values({ company_id: companyId, secret })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ secret, created_at: new Date() }))
    .returning(['secret', 'created_at'])
    .executeTakeFirstOrThrow();
  return { secret: row.secret, created_at: row.created_at.toISOString() };
}

/** Turns identification off: identities are refused until a new secret is made. */
export async function removeIdentitySecret(db: Kysely<DB>, companyId: number): Promise<void> {
  await db.deleteFrom('visitor_identity_secrets').where('company_id', '=', companyId).execute();
}

/**
 * Checks a token the website signed: HS256 only (no `none`, no algorithm the sender picks), an
 * expiry required and not passed, the claims of `VisitorIdentityClaims`. Refused with
 * `invalid_identity` otherwise, including when the company has no secret.
 */
export async function verifyVisitorIdentity(
  db: Kysely<DB>,
  companyId: number,
  token: string,
  now: Date = new Date(),
): Promise<VisitorIdentity> {
  if (token.length > MAX_TOKEN_LENGTH) throw refused('The identity token is too long.');
  const { secret } = await identitySecretOf(db, companyId);
  if (!secret) throw refused('This company does not identify its visitors.');
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'exp'],
      currentDate: now,
    }));
  } catch {
    throw refused('The identity token is not signed with this company’s secret, or it has expired.');
  }
  const claims = v.safeParse(VisitorIdentityClaims, payload);
  if (!claims.success) throw refused('The identity token’s claims are not valid.');
  return {
    externalId: claims.output.sub,
    name: claims.output.name || null,
    email: claims.output.email || null,
  };
}
