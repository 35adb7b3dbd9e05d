import { AccountDeletionRequest } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { DB } from '../../db/schema.ts';
import type { ServicePlugin } from '../../http/valibot.ts';

/**
 * A stored password no password matches: `verifyPassword` accepts only `scrypt$…` hashes, so the
 * users of a deleted company can no longer sign in.
 */
export const DELETED_ACCOUNT_PASSWORD = '!deleted';

/**
 * Soft deletion of a company account (spec 002 §5): the records stay, the company is marked deleted
 * with its reason, and nobody can use it any more — every session and public API token ends, every
 * user's password stops matching, push registrations go.
 */
export async function deleteCompanyAccount(
  db: Kysely<DB>,
  companyId: number,
  request: AccountDeletionRequest,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('companies')
      .set({ deleted_at: now, deletion_reason: request.reason, deletion_details: request.details || null })
      .where('id', '=', companyId)
      .execute();
    const users = trx.selectFrom('users').select('id').where('company_id', '=', companyId);
    await trx.deleteFrom('auth_tokens').where('user_id', 'in', users).execute();
    await trx.deleteFrom('push_registrations').where('user_id', 'in', users).execute();
    await trx.deleteFrom('public_api_tokens').where('company_id', '=', companyId).execute();
    await trx
      .updateTable('users')
      .set({ password_hash: DELETED_ACCOUNT_PASSWORD })
      .where('company_id', '=', companyId)
      .execute();
  });
}

/** `POST /customer/delete {reason, details?}`, mounted under /api/core: owners and admins only. */
export const accountDeletionRoutes: ServicePlugin = async (app) => {
  app.post(
    '/customer/delete',
    {
      config: {
        auth: 'user',
        rank: 'admin',
        denied: 'Only owners and administrators may delete the account.',
        answers: 'no-content',
      },
      schema: {
        summary: 'Deletes the company’s account, with its reason.',
        description:
          'Owners and administrators only. The records stay; every session and public API token of the company ends and no user can sign in any more.',
        body: AccountDeletionBody,
      },
    },
    async (request, reply) => {
      await deleteCompanyAccount(app.db, request.actor.companyId, request.body, new Date(app.clock()));
      // Every console socket of the company, on every instance.
      app.bus.sessionsChanged({ companyIds: [request.actor.companyId] });
      return reply.code(204).send();
    },
  );
};

/** The request may come without a body: every field has a default or is checked as missing. */
const AccountDeletionBody = v.pipe(v.optional(v.unknown(), {}), AccountDeletionRequest);
