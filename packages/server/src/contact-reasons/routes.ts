import {
  type ContactReason,
  ContactReasonEventInput,
  ContactReasonInput,
  ContactReasonsQuery,
  SettingsListQuery,
} from '@omnicanal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireUser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { notFound, parseBody } from '../http/errors.ts';
import { appliesTo, checkCompanyScope, idParam, requireManager, requireMember } from '../msglib/scope.ts';
import { byNumber, byText, type ListSpec, pageOf } from '../settings/list.ts';
import { companyReasons, findReason, saveReason } from './repo.ts';
import { saveContactReasonEvent } from './save-event.ts';

/** The settings list: a reason is searched and ordered by its label. */
const LIST: ListSpec<ContactReason> = {
  text: (r) => r.label,
  orderings: { label: byText((r) => r.label), id: byNumber((r) => r.id) },
  defaultOrdering: 'label',
};

/** `?skill=` with the settings list's `?search=&ordering=&offset=&limit=`. */
const PagedQuery = v.object({ ...ContactReasonsQuery.entries, ...SettingsListQuery.entries });

/**
 * A caller that pages (`offset` or `limit` given) gets one page, `{results, count}`; any other
 * gets the whole list, as the inbox's close dialog reads it.
 */
const pages = (query: unknown) =>
  typeof query === 'object' && query !== null && ('offset' in query || 'limit' in query);

/**
 * Contact reasons (spec 000 §7, spec 002 §7), mounted under /api/agents. Agents read the reasons of
 * their skills (and those with no skill); managers and above read and write all of the company's.
 */
export function contactReasonsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const db = ctx.db;
    const what = 'contact reasons';

    for (const path of ['/contactreasons/', '/contactreasons']) {
      app.get(path, async (request) => {
        const member = await requireMember(db, request);
        const raw = request.query ?? {};
        const { skill } = parseBody(ContactReasonsQuery, raw);
        const reasons = (await companyReasons(db, member.companyId)).filter(
          (r) =>
            (member.manages || appliesTo(r.skills, member.skillIds)) &&
            (skill === undefined || appliesTo(r.skills, [skill])),
        );
        return pages(raw) ? pageOf(reasons, parseBody(PagedQuery, raw), LIST) : reasons;
      });
      app.post(path, async (request, reply) => {
        const member = await requireManager(db, request, what);
        const input = parseBody(ContactReasonInput, request.body);
        await checkCompanyScope(db, member.companyId, input);
        return reply.code(201).send(await saveReason(db, member.companyId, input));
      });
    }

    for (const path of ['/contactreasons/save-event', '/contactreasons/save-event/']) {
      app.post(path, async (request, reply) => {
        const { user } = await requireUser(db, request);
        await requireMember(db, request);
        const input = parseBody(ContactReasonEventInput, request.body);
        return reply.code(201).send(await saveContactReasonEvent(ctx, user, input));
      });
    }

    app.get('/contactreasons/:id', async (request) => {
      const member = await requireMember(db, request);
      const reason = await findReason(
        db,
        member.companyId,
        idParam((request.params as { id?: string }).id, 'contact reason'),
      );
      if (!reason || !(member.manages || appliesTo(reason.skills, member.skillIds)))
        throw notFound('contact reason');
      return reason;
    });
    app.post('/contactreasons/:id', async (request) => {
      const member = await requireManager(db, request, what);
      const current = await findReason(
        db,
        member.companyId,
        idParam((request.params as { id?: string }).id, 'contact reason'),
      );
      if (!current) throw notFound('contact reason');
      const input = parseBody(ContactReasonInput, request.body);
      await checkCompanyScope(db, member.companyId, input);
      return saveReason(db, member.companyId, input, current.id);
    });
    app.delete('/contactreasons/:id', async (request, reply) => {
      const member = await requireManager(db, request, what);
      const current = await findReason(
        db,
        member.companyId,
        idParam((request.params as { id?: string }).id, 'contact reason'),
      );
      if (!current) throw notFound('contact reason');
      await db.deleteFrom('contact_reasons').where('id', '=', current.id).execute();
      return reply.code(204).send();
    });
  };
}
