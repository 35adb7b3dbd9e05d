import type { OpenGuestSession } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { verifyVisitorIdentity } from './identity.ts';

/**
 * Who opens a conversation, once the website's word is checked: what they are called (a verified
 * identity's name and email win over what the widget sent), the website's own id for a verified
 * visitor, and the extra data the company defines keys for.
 */
export interface Visitor {
  input: OpenGuestSession;
  externalId: string | null;
  extra: Record<string, string>;
}

/** Checks the identity (refused with `invalid_identity`) and keeps the extra data of known keys. */
export async function resolveVisitor(
  db: Kysely<DB>,
  companyId: number,
  input: OpenGuestSession,
  now: Date,
): Promise<Visitor> {
  const identity = input.identity ? await verifyVisitorIdentity(db, companyId, input.identity, now) : null;
  const given = Object.entries(input.extra ?? {}).filter(([, value]) => value !== '');
  let extra: Record<string, string> = {};
  if (given.length > 0) {
    const keys = await db
      .selectFrom('extra_data_keys')
      .select('key')
      .where('company_id', '=', companyId)
      .where(
        'key',
        'in',
        given.map(([key]) => key),
      )
      .execute();
    const known = new Set(keys.map((row) => row.key));
    extra = Object.fromEntries(given.filter(([key]) => known.has(key)));
  }
  return {
    input: identity
      ? { ...input, name: identity.name ?? input.name, email: identity.email ?? input.email }
      : input,
    externalId: identity?.externalId ?? null,
    extra,
  };
}
