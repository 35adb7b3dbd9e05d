import { type ExternalView, ExternalViewInput, SettingsListQuery } from '@omnicanal/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context.ts';
import type { DB } from '../db/schema.ts';
import { HttpError, notFound, parseBody } from '../http/errors.ts';
import { idParam, isUniqueViolation } from '../msglib/scope.ts';
import { alreadyExists, requireSettingsActor, type SettingsAccess } from './access.ts';
import { byNumber, byText, pageOf } from './list.ts';

/** Spec 002 §2: the owner, self-hosted edition only. */
const ACCESS: SettingsAccess = { rank: 'owner', what: 'external views', selfHostedOnly: true };

type Row = { id: number; label: string; icon: string; url: string; skill_id: number | null };
const COLUMNS = ['id', 'label', 'icon', 'url', 'skill_id'] as const;

const toView = (row: Row): ExternalView => ({
  id: row.id,
  label: row.label,
  icon: row.icon,
  url: row.url,
  skill: row.skill_id,
});

async function findView(db: Kysely<DB>, companyId: number, id: number) {
  const row = await db
    .selectFrom('external_views')
    .select(COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toView(row) : undefined;
}

/** Creates a view, or updates it when `id` is given; the skill must be the company's, the label free. */
export async function saveView(
  db: Kysely<DB>,
  companyId: number,
  input: ExternalViewInput,
  id?: number,
): Promise<ExternalView> {
  if (input.skill !== null) {
    const skill = await db
      .selectFrom('skills')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', input.skill)
      .executeTakeFirst();
    if (!skill)
      throw new HttpError(400, 'invalid_payload', 'The skill does not exist.', { skill: ['unknown_skill'] });
  }
  const clash = await db
    .selectFrom('external_views')
    .select('id')
    .where('company_id', '=', companyId)
    .where((eb) => eb(eb.fn('lower', ['label']), '=', input.label.toLowerCase()))
    .executeTakeFirst();
  if (clash && clash.id !== id) throw alreadyExists('label');
  const values = { label: input.label, icon: input.icon, url: input.url, skill_id: input.skill };
  try {
    const row =
      id === undefined
        ? await db
            .insertInto('external_views')
            .values({ ...values, company_id: companyId })
            .returning(COLUMNS)
            .executeTakeFirstOrThrow()
        : await db
            .updateTable('external_views')
            .set(values)
            .where('company_id', '=', companyId)
            .where('id', '=', id)
            .returning(COLUMNS)
            .executeTakeFirstOrThrow();
    return toView(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists('label');
    throw error;
  }
}

/** External views (spec 002 §3), mounted under /api/core. */
export function externalViewsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const db = ctx.db;
    const viewOf = async (request: FastifyRequest) => {
      const { companyId } = await requireSettingsActor(ctx, request, ACCESS);
      const view = await findView(
        db,
        companyId,
        idParam((request.params as { id?: string }).id, 'external view'),
      );
      if (!view) throw notFound('external view');
      return { companyId, view };
    };

    for (const path of ['/external-views/', '/external-views']) {
      app.get(path, async (request) => {
        const { companyId } = await requireSettingsActor(ctx, request, ACCESS);
        const query = parseBody(SettingsListQuery, request.query ?? {});
        const rows = await db
          .selectFrom('external_views')
          .select(COLUMNS)
          .where('company_id', '=', companyId)
          .orderBy('id')
          .execute();
        return pageOf(rows.map(toView), query, {
          text: (view) => `${view.label} ${view.url}`,
          orderings: { label: byText((view) => view.label), id: byNumber((view) => view.id) },
          defaultOrdering: 'label',
        });
      });
      app.post(path, async (request, reply) => {
        const { companyId } = await requireSettingsActor(ctx, request, ACCESS);
        const input = parseBody(ExternalViewInput, request.body);
        return reply.code(201).send(await saveView(db, companyId, input));
      });
    }

    app.get('/external-views/:id', async (request) => (await viewOf(request)).view);
    app.post('/external-views/:id', async (request) => {
      const { companyId, view } = await viewOf(request);
      return saveView(db, companyId, parseBody(ExternalViewInput, request.body), view.id);
    });
    app.delete('/external-views/:id', async (request, reply) => {
      const { companyId, view } = await viewOf(request);
      await db
        .deleteFrom('external_views')
        .where('company_id', '=', companyId)
        .where('id', '=', view.id)
        .execute();
      return reply.code(204).send();
    });
  };
}
