import {
  CreatedPublicApiToken,
  PUBLIC_API_SCOPES,
  type PublicApiScope,
  PublicApiToken,
  PublicApiTokenInput,
  SettingsListQuery,
  settingsPageOf,
} from '@omnicanal/api';
import type { Kysely } from 'kysely';
import { PUBLIC_API_TOKEN_PREFIX } from '../../auth/api-tokens.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { IdParams, type ServicePlugin } from '../../http/valibot.ts';
import { isUniqueViolation } from '../../msglib/scope.ts';
import { alreadyExists, type SettingsAccess, settingsRoute } from './access.ts';
import { byNumber, byText, pageOf } from './list.ts';

/** Spec 000 §2 gives /settings/public-api no rank of its own: the default, admin. */
const ACCESS: SettingsAccess = { rank: 'admin', what: 'public API tokens' };

/** Creates a token; the secret is in the answer only, the database keeps its SHA-256. */
export async function createPublicApiToken(
  db: Kysely<DB>,
  companyId: number,
  userId: number,
  label: string,
  scopes: readonly PublicApiScope[] = PUBLIC_API_SCOPES,
): Promise<CreatedPublicApiToken> {
  const token = `${PUBLIC_API_TOKEN_PREFIX}${newToken()}`;
  const clash = await db
    .selectFrom('public_api_tokens')
    .select('id')
    .where('company_id', '=', companyId)
    .where((eb) => eb(eb.fn('lower', ['label']), '=', label.toLowerCase()))
    .executeTakeFirst();
  if (clash) throw alreadyExists('label');
  try {
    const row = await db
      .insertInto('public_api_tokens')
      .values({
        company_id: companyId,
        label,
        token_hash: hashToken(token),
        created_by: userId,
        scopes: JSON.stringify([...new Set(scopes)]),
      })
      .returning(['id', 'label'])
      .executeTakeFirstOrThrow();
    return { id: row.id, label: row.label, token };
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists('label');
    throw error;
  }
}

/** Public API tokens, mounted under /api/core: list (no secrets), create (secret shown once), revoke. */
export const publicApiTokensRoutes: ServicePlugin = async (app) => {
  const db = app.db;
  const access = settingsRoute(ACCESS);
  for (const path of ['/public-api/tokens/', '/public-api/tokens']) {
    app.get(
      path,
      {
        config: access,
        schema: {
          summary: 'A page of the company’s public API tokens, without their secrets.',
          querystring: SettingsListQuery,
          response: { 200: settingsPageOf(PublicApiToken) },
        },
      },
      async (request) => {
        const rows = await db
          .selectFrom('public_api_tokens')
          .select(['id', 'label', 'scopes', 'created_at', 'last_used_at'])
          .where('company_id', '=', request.actor.companyId)
          .orderBy('id')
          .execute();
        const tokens: PublicApiToken[] = rows.map((row) => ({
          id: row.id,
          label: row.label,
          scopes: row.scopes,
          created_at: row.created_at.toISOString(),
          last_used_at: row.last_used_at?.toISOString() ?? null,
        }));
        return pageOf(tokens, request.query, {
          text: (t) => t.label,
          orderings: {
            label: byText((t) => t.label),
            id: byNumber((t) => t.id),
            // Tokens made within one millisecond keep their creation order.
            created_at: (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
          },
          defaultOrdering: '-created_at',
        });
      },
    );
    app.post(
      path,
      {
        config: access,
        schema: {
          summary: 'Issues a public API token with a label and scopes.',
          description: 'The answer is the only one that shows the token’s secret.',
          body: PublicApiTokenInput,
          response: { 201: CreatedPublicApiToken },
        },
      },
      async (request, reply) => {
        const { companyId, userId } = request.actor;
        const { label, scopes } = request.body;
        return reply.code(201).send(await createPublicApiToken(db, companyId, userId, label, scopes));
      },
    );
  }

  app.delete(
    '/public-api/tokens/:id',
    {
      config: { ...access, answers: 'no-content' },
      schema: {
        summary: 'Revokes a public API token.',
        description: 'The token is refused from the next call on.',
        params: IdParams('id'),
      },
    },
    async (request, reply) => {
      const result = await db
        .deleteFrom('public_api_tokens')
        .where('company_id', '=', request.actor.companyId)
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound('token');
      return reply.code(204).send();
    },
  );
};
