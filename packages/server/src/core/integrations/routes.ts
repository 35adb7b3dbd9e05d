import { EntryPoint, EntryPointInput, EntryPointWidget } from '@omnicanal/api';
import * as v from 'valibot';
import { notFound } from '../../http/errors.ts';
import { IdParams, type ServicePlugin } from '../../http/valibot.ts';
import {
  createEntryPoint,
  deleteEntryPoint,
  findEntryPoint,
  listEntryPoints,
  loadWidget,
  saveWidget,
  updateEntryPoint,
} from './repo.ts';
import { entryPointProblems, refuseProblems } from './rules.ts';

const Query = v.object({
  skill: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))),
});
const Params = IdParams('id');

/**
 * Spec 001 §2, spec 000 §2: entry points are a self-hosted screen ("manager, not hosted"), whose
 * forms need an admin. Managers read, admins write; the hosted edition answers 404.
 */
const READERS = {
  auth: 'user',
  rank: 'manager',
  selfHostedOnly: true,
  what: 'entry point',
  denied: 'Only managers and above may read entry points.',
} as const;
const WRITERS = {
  ...READERS,
  rank: 'admin',
  denied: 'Only administrators may change entry points.',
} as const;

/**
 * The entry points of the core API (spec 001 §7 "Integrations"), mounted under /api/core.
 *
 * The spec lists `GET /integrations/`, `GET` and `POST /integrations/{id}` and `DELETE
 * /integrations/{id}`, with no creation call of its own. Read as the other core resources are
 * (`POST /skills/[{id}]`): `POST /integrations/` (no id) creates and answers 201, `POST
 * /integrations/{id}` replaces every field of an existing one. Unknown ids, and another company's,
 * answer `not_found` (§8: "it no longer exists").
 */
export const integrationsRoutes: ServicePlugin = async (app) => {
  const db = app.db;
  const stored = async (companyId: number, id: number) => {
    const entryPoint = await findEntryPoint(db, companyId, id);
    if (!entryPoint) throw notFound('entry point');
    return entryPoint;
  };

  app.get(
    '/integrations/',
    {
      config: READERS,
      schema: {
        summary: 'Lists the company’s entry points, or those of one skill.',
        description: 'Self-hosted edition only; managers and above.',
        querystring: Query,
        response: { 200: v.array(EntryPoint) },
      },
    },
    async (request): Promise<EntryPoint[]> =>
      listEntryPoints(db, request.actor.companyId, { skill: request.query.skill }),
  );

  app.post(
    '/integrations/',
    {
      config: WRITERS,
      schema: {
        summary: 'Creates an entry point.',
        description: 'Self-hosted edition only; administrators and above.',
        body: EntryPointInput,
        response: { 201: EntryPoint },
      },
    },
    async (request, reply) => {
      const { companyId } = request.actor;
      refuseProblems(await entryPointProblems(db, companyId, request.body, null));
      return reply.code(201).send(await createEntryPoint(db, companyId, request.body));
    },
  );

  app.get(
    '/integrations/:id',
    {
      config: READERS,
      schema: { summary: 'One entry point.', params: Params, response: { 200: EntryPoint } },
    },
    async (request) => stored(request.actor.companyId, request.params.id),
  );

  app.post(
    '/integrations/:id',
    {
      config: WRITERS,
      schema: {
        summary: 'Replaces every field of an entry point.',
        params: Params,
        body: EntryPointInput,
        response: { 200: EntryPoint },
      },
    },
    async (request) => {
      const { companyId } = request.actor;
      const current = await stored(companyId, request.params.id);
      refuseProblems(await entryPointProblems(db, companyId, request.body, current));
      const saved = await updateEntryPoint(db, companyId, current.id, request.body);
      if (!saved) throw notFound('entry point');
      return saved;
    },
  );

  app.delete(
    '/integrations/:id',
    {
      config: { ...WRITERS, answers: 'no-content' },
      schema: { summary: 'Deletes an entry point.', params: Params },
    },
    async (request, reply) => {
      if (!(await deleteEntryPoint(db, request.actor.companyId, request.params.id)))
        throw notFound('entry point');
      return reply.code(204).send();
    },
  );

  app.get(
    '/integrations/:id/widget',
    {
      config: READERS,
      schema: {
        summary: 'The widget of an entry point: its look and texts.',
        params: Params,
        response: { 200: EntryPointWidget },
      },
    },
    async (request) => {
      const widget = await loadWidget(db, request.actor.companyId, request.params.id);
      if (!widget) throw notFound('entry point');
      return widget;
    },
  );

  app.post(
    '/integrations/:id/widget',
    {
      config: WRITERS,
      schema: {
        summary: 'Changes the widget of an entry point.',
        params: Params,
        body: EntryPointWidget,
        response: { 200: EntryPointWidget },
      },
    },
    async (request) => {
      if (!(await saveWidget(db, request.actor.companyId, request.params.id, request.body)))
        throw notFound('entry point');
      return request.body;
    },
  );
};
