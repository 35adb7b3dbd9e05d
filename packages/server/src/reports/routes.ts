import {
  ScheduledExport,
  ScheduledExportInput,
  ScheduledExportRun,
  ScheduledExportRuns,
  SettingsListQuery,
  settingsPageOf,
} from '@omnicanal/api';
import { companyZone } from '../billing/quotas.ts';
import { type SettingsAccess, settingsRoute } from '../core/settings/access.ts';
import { byNumber, byText, pageOf } from '../core/settings/list.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { IdParams, type ServicePlugin } from '../http/valibot.ts';
import { queueRun } from './queue.ts';
import { companyExports, exportRuns, findExport, saveExport, toRun } from './repo.ts';

/** Spec 002 §2: scheduled exports are an admin screen of the self-hosted edition. */
const ACCESS: SettingsAccess = { rank: 'admin', what: 'scheduled exports', selfHostedOnly: true };

const Params = IdParams('id');

/**
 * The reports dispatcher (spec 002 §7 "Accounts pattern"): the company's scheduled exports,
 * `GET /accounts`, `GET /accounts/{id}`, `POST /accounts[/{id}]`, `DELETE /accounts/{id}`, and
 * their runs: `POST /accounts/{id}/run` (run now) and `GET /accounts/{id}/runs`.
 */
export const reportsRoutes: ServicePlugin = async (app) => {
  const db = app.db;
  const access = settingsRoute(ACCESS);
  const exportOf = async (companyId: number, id: number) => {
    const found = await findExport(db, companyId, await companyZone(db, companyId), id);
    if (!found) throw notFound('scheduled export');
    return found;
  };
  const save = async (companyId: number, input: ScheduledExportInput, current?: ScheduledExport) =>
    saveExport(db, companyId, await companyZone(db, companyId), new Date(app.clock()), input, current);

  for (const path of ['/accounts', '/accounts/']) {
    app.get(
      path,
      {
        config: access,
        schema: {
          summary: 'A page of the company’s scheduled exports, each with its next and last run.',
          querystring: SettingsListQuery,
          response: { 200: settingsPageOf(ScheduledExport) },
        },
      },
      async (request) =>
        pageOf(
          await companyExports(db, request.actor.companyId, await companyZone(db, request.actor.companyId)),
          request.query,
          {
            text: (exp) => `${exp.label} ${exp.filename}`,
            orderings: { label: byText((e) => e.label), id: byNumber((e) => e.id) },
            defaultOrdering: 'label',
          },
        ),
    );
    app.post(
      path,
      {
        config: access,
        schema: {
          summary: 'Creates a scheduled export and plans its first run.',
          body: ScheduledExportInput,
          response: { 201: ScheduledExport },
        },
      },
      async (request, reply) => reply.code(201).send(await save(request.actor.companyId, request.body)),
    );
  }
  app.get(
    '/accounts/:id',
    {
      config: access,
      schema: { summary: 'One scheduled export.', params: Params, response: { 200: ScheduledExport } },
    },
    async (request) => exportOf(request.actor.companyId, request.params.id),
  );
  app.post(
    '/accounts/:id',
    {
      config: access,
      schema: {
        summary: 'Changes a scheduled export; a new rule or a reactivation plans its next run again.',
        params: Params,
        body: ScheduledExportInput,
        response: { 200: ScheduledExport },
      },
    },
    async (request) => {
      const current = await exportOf(request.actor.companyId, request.params.id);
      return save(request.actor.companyId, request.body, current);
    },
  );
  app.delete(
    '/accounts/:id',
    {
      config: { ...access, answers: 'no-content' },
      schema: { summary: 'Deletes a scheduled export and its run history.', params: Params },
    },
    async (request, reply) => {
      const found = await exportOf(request.actor.companyId, request.params.id);
      await db
        .deleteFrom('scheduled_exports')
        .where('company_id', '=', request.actor.companyId)
        .where('id', '=', found.id)
        .execute();
      return reply.code(204).send();
    },
  );
  app.post(
    '/accounts/:id/run',
    {
      config: access,
      schema: {
        summary: 'Queues a run of the export now, covering the period since its previous planned run.',
        params: Params,
        response: { 202: ScheduledExportRun },
      },
    },
    async (request, reply) => {
      const companyId = request.actor.companyId;
      const found = await exportOf(companyId, request.params.id);
      const now = new Date(app.clock());
      const exp = { id: found.id, company_id: companyId, recurrence_rule: found.recurrence_rule };
      const run = await queueRun(db, exp, found.timezone, 'manual', now, now);
      if (!run) throw new HttpError(409, 'export_running', 'A run of this export is already under way.');
      return reply.code(202).send(toRun(run));
    },
  );
  app.get(
    '/accounts/:id/runs',
    {
      config: access,
      schema: {
        summary: 'The runs of a scheduled export, newest first.',
        params: Params,
        response: { 200: ScheduledExportRuns },
      },
    },
    async (request) => {
      const found = await exportOf(request.actor.companyId, request.params.id);
      return exportRuns(db, found.id);
    },
  );
};
