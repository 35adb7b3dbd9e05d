import { ExtraDataKey, ExtraDataKeyInput, GuestSessionsPage, GuestSessionsQuery } from '@omnicanal/api';
import * as v from 'valibot';
import {
  createExtraDataKey,
  deleteExtraDataKey,
  extraDataKeys,
  guestSessions,
} from '../agents/guest-details/repo.ts';
import { loadViewer } from '../agents/visibility.ts';
import { alreadyExists, settingsRoute } from '../core/settings/access.ts';
import { notFound } from '../http/errors.ts';
import type { ServicePlugin } from '../http/valibot.ts';

/** Defining the keys is the company's settings: administrators, as for visitor identification. */
const ADMINS = settingsRoute({ rank: 'admin', what: 'extra data keys' });

const KeyParams = v.object({ key: v.pipe(v.string(), v.maxLength(64)) });

/**
 * The guest calls of the console's detail panel (spec 000 §7 "Guests and sessions"), mounted under
 * /api/guests: the company's extra data keys and a guest's earlier sessions. Every console user may
 * call them for the guests of the rooms they can see; other guests do not exist for them.
 * Administrators define the keys (add, delete); another company's keys do not exist for them.
 */
export const guestDetailsRoutes: ServicePlugin = async (app) => {
  app.get(
    '/extra-data-keys',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Lists the company’s extra data keys: the visitor data the detail panel shows.',
        response: { 200: v.array(ExtraDataKey) },
      },
    },
    async (request) => extraDataKeys(app.db, request.actor.companyId),
  );

  app.post(
    '/extra-data-keys',
    {
      config: ADMINS,
      schema: {
        summary: 'Adds an extra data key.',
        description: 'Administrators only; refuses a key the company already has.',
        body: ExtraDataKeyInput,
        response: { 201: ExtraDataKey },
      },
    },
    async (request, reply) => {
      if (!(await createExtraDataKey(app.db, request.actor.companyId, request.body)))
        throw alreadyExists('key');
      return reply.code(201).send(request.body);
    },
  );

  app.delete(
    '/extra-data-keys/:key',
    {
      config: { ...ADMINS, answers: 'no-content' },
      schema: {
        summary: 'Deletes an extra data key.',
        description: 'Administrators only.',
        params: KeyParams,
      },
    },
    async (request, reply) => {
      if (!(await deleteExtraDataKey(app.db, request.actor.companyId, request.params.key)))
        throw notFound('extra data key');
      return reply.code(204).send();
    },
  );

  app.get(
    '/guests/sessions',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'A page of a guest’s earlier sessions.',
        description: 'Only for the guests of rooms the caller can see.',
        querystring: GuestSessionsQuery,
        response: { 200: GuestSessionsPage },
      },
    },
    async (request) => guestSessions(app.db, await loadViewer(app.db, request.actor.user), request.query),
  );
};
