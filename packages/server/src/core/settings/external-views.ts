import { ExternalView, ExternalViewInput, SettingsListQuery, settingsPageOf } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { IdParams, type ServicePlugin } from '../../http/valibot.ts';
import { isUniqueViolation } from '../../msglib/scope.ts';
import { alreadyExists, type SettingsAccess, settingsRoute } from './access.ts';
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

const Params = IdParams('id');

/** External views (spec 002 §3), mounted under /api/core. */
export const externalViewsRoutes: ServicePlugin = async (app) => {
  const db = app.db;
  const access = settingsRoute(ACCESS);
  const viewOf = async (companyId: number, id: number) => {
    const view = await findView(db, companyId, id);
    if (!view) throw notFound('external view');
    return view;
  };

  for (const path of ['/external-views/', '/external-views']) {
    app.get(
      path,
      {
        config: access,
        schema: {
          summary: 'A page of the company’s external views.',
          querystring: SettingsListQuery,
          response: { 200: settingsPageOf(ExternalView) },
        },
      },
      async (request) => {
        const rows = await db
          .selectFrom('external_views')
          .select(COLUMNS)
          .where('company_id', '=', request.actor.companyId)
          .orderBy('id')
          .execute();
        return pageOf(rows.map(toView), request.query, {
          text: (view) => `${view.label} ${view.url}`,
          orderings: { label: byText((view) => view.label), id: byNumber((view) => view.id) },
          defaultOrdering: 'label',
        });
      },
    );
    app.post(
      path,
      {
        config: access,
        schema: {
          summary: 'Creates an external view.',
          description: 'Refuses a label another view of the company has.',
          body: ExternalViewInput,
          response: { 201: ExternalView },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await saveView(db, request.actor.companyId, request.body)),
    );
  }

  app.get(
    '/external-views/:id',
    {
      config: access,
      schema: { summary: 'One external view.', params: Params, response: { 200: ExternalView } },
    },
    async (request) => viewOf(request.actor.companyId, request.params.id),
  );
  app.post(
    '/external-views/:id',
    {
      config: access,
      schema: {
        summary: 'Changes an external view.',
        params: Params,
        body: ExternalViewInput,
        response: { 200: ExternalView },
      },
    },
    async (request) => {
      const view = await viewOf(request.actor.companyId, request.params.id);
      return saveView(db, request.actor.companyId, request.body, view.id);
    },
  );
  app.delete(
    '/external-views/:id',
    {
      config: { ...access, answers: 'no-content' },
      schema: { summary: 'Deletes an external view.', params: Params },
    },
    async (request, reply) => {
      const { companyId } = request.actor;
      const view = await viewOf(companyId, request.params.id);
      await db
        .deleteFrom('external_views')
        .where('company_id', '=', companyId)
        .where('id', '=', view.id)
        .execute();
      return reply.code(204).send();
    },
  );
};
