import {
  CreatedKeyAccount,
  KEY_ACCOUNT_TOKEN_PREFIX,
  KeyAccount,
  KeyAccountGrantInput,
  KeyAccountInput,
} from '@omnicanal/api';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { keyAccountOfToken } from '../../auth/key-accounts.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { IdParams, type ServicePlugin } from '../../http/valibot.ts';

/**
 * Key accounts are granted a company's dashboards by its owner alone: they read every figure of
 * every skill, which no other rank decides for the company.
 */
const OWNER_ONLY = {
  auth: 'user',
  roles: ['owner'],
  denied: 'Only the owner may manage the key accounts of the company.',
} as const;

/** The key accounts this company granted, oldest grant first, never a token. */
async function grantedTo(db: Kysely<DB>, companyId: number, keyAccountId?: number): Promise<KeyAccount[]> {
  let query = db
    .selectFrom('key_account_grants as g')
    .innerJoin('key_accounts as k', 'k.id', 'g.key_account_id')
    .select(['k.id', 'k.label', 'k.created_at', 'g.granted_at'])
    .where('g.company_id', '=', companyId)
    .where('k.revoked_at', 'is', null);
  if (keyAccountId !== undefined) query = query.where('k.id', '=', keyAccountId);
  const rows = await query.orderBy('g.granted_at').orderBy('k.id').execute();
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    created_at: r.created_at.toISOString(),
    granted_at: r.granted_at.toISOString(),
  }));
}

/**
 * Key accounts (issue 19 point 3), mounted under /api/core: a company's owner lists the key
 * accounts granted its dashboards, creates one (its token answered once), grants an existing one
 * by its token, and withdraws the grant. No route reads or changes another company's grants.
 */
export const keyAccountsRoutes: ServicePlugin = async (app) => {
  const db = app.db;

  app.get(
    '/key-accounts/',
    {
      config: OWNER_ONLY,
      schema: {
        summary: 'The key accounts granted this company’s dashboards, without their tokens.',
        response: { 200: v.array(KeyAccount) },
      },
    },
    async (request) => grantedTo(db, request.actor.companyId),
  );

  app.post(
    '/key-accounts/',
    {
      config: OWNER_ONLY,
      schema: {
        summary: 'Creates a key account granted this company’s dashboards.',
        description: 'The answer is the only one that shows the key account’s token.',
        body: KeyAccountInput,
        response: { 201: CreatedKeyAccount },
      },
    },
    async (request, reply) => {
      const { companyId } = request.actor;
      const token = `${KEY_ACCOUNT_TOKEN_PREFIX}${newToken()}`;
      const created = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('key_accounts')
          .values({ label: request.body.label, token_hash: hashToken(token), created_by_company: companyId })
          .returning(['id', 'label'])
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('key_account_grants')
          .values({ key_account_id: row.id, company_id: companyId })
          .execute();
        return row;
      });
      return reply.code(201).send({ id: created.id, label: created.label, token });
    },
  );

  app.post(
    '/key-accounts/grants',
    {
      config: OWNER_ONLY,
      schema: {
        summary: 'Grants this company’s dashboards to an existing key account, named by its token.',
        description: 'An unknown or closed token answers 404; granting twice changes nothing.',
        body: KeyAccountGrantInput,
        response: { 201: KeyAccount },
      },
    },
    async (request, reply) => {
      const { companyId } = request.actor;
      const client = await keyAccountOfToken(db, request.body.token);
      if (!client) throw notFound('key account');
      await db
        .insertInto('key_account_grants')
        .values({ key_account_id: client.keyAccountId, company_id: companyId })
        .onConflict((oc) => oc.columns(['key_account_id', 'company_id']).doNothing())
        .execute();
      const [granted] = await grantedTo(db, companyId, client.keyAccountId);
      if (!granted) throw notFound('key account');
      return reply.code(201).send(granted);
    },
  );

  app.delete(
    '/key-accounts/:id/grant',
    {
      config: { ...OWNER_ONLY, answers: 'no-content' },
      schema: {
        summary: 'Withdraws this company’s dashboards from a key account.',
        description: 'The key account is refused this company’s dashboards from the next call on.',
        params: IdParams('id'),
      },
    },
    async (request, reply) => {
      const result = await db
        .deleteFrom('key_account_grants')
        .where('company_id', '=', request.actor.companyId)
        .where('key_account_id', '=', request.params.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound('key account');
      return reply.code(204).send();
    },
  );
};
