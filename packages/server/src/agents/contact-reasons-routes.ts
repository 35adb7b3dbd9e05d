import {
  ContactReason,
  ContactReasonEvent,
  ContactReasonEventInput,
  ContactReasonInput,
  ContactReasonsQuery,
  SettingsListQuery,
  settingsPageOf,
} from '@omnicanal/api';
import * as v from 'valibot';
import { byNumber, byText, type ListSpec, pageOf } from '../core/settings/list.ts';
import { notFound } from '../http/errors.ts';
import { IdParams, type ServicePlugin } from '../http/valibot.ts';
import { appliesTo, checkCompanyScope, MANAGER, MEMBER, memberOf } from '../msglib/scope.ts';
import { companyReasons, findReason, saveReason } from './contact-reasons/repo.ts';
import { saveContactReasonEvent } from './contact-reasons/save-event.ts';

/** The settings list: a reason is searched and ordered by its label. */
const LIST: ListSpec<ContactReason> = {
  text: (r) => r.label,
  orderings: { label: byText((r) => r.label), id: byNumber((r) => r.id) },
  defaultOrdering: 'label',
};

/**
 * `?skill=` with the settings list's `?search=&ordering=&offset=&limit=`. A caller that pages
 * (`offset` or `limit` given) gets one page, `{results, count}`; any other gets the whole list, as
 * the inbox's close dialog reads it.
 */
const ReasonsQuery = v.pipe(
  v.object({
    ...ContactReasonsQuery.entries,
    ...SettingsListQuery.entries,
    offset: v.optional(SettingsListQuery.entries.offset.wrapped),
    limit: v.optional(SettingsListQuery.entries.limit.wrapped),
  }),
  v.transform(({ offset, limit, ...query }) => ({
    ...query,
    paged: offset !== undefined || limit !== undefined,
    offset: offset ?? DEFAULT_PAGE.offset,
    limit: limit ?? DEFAULT_PAGE.limit,
  })),
);

/** Where a page starts and how long it is when the caller says only one of them. */
const DEFAULT_PAGE = v.parse(SettingsListQuery, {});

const ReasonParams = IdParams('id');
/** The whole list, or one page of it when the caller pages. */
const ReasonsAnswer = v.union([v.array(ContactReason), settingsPageOf(ContactReason)]);
const WRITER = { ...MANAGER, denied: 'Only managers and above may change contact reasons.' };

/**
 * Contact reasons (spec 000 §7, spec 002 §7), mounted under /api/agents. Agents read the reasons of
 * their skills (and those with no skill); managers and above read and write all of the company's.
 */
export const contactReasonsRoutes: ServicePlugin = async (app) => {
  const db = app.db;
  const reasonOf = async (companyId: number, id: number) => {
    const reason = await findReason(db, companyId, id);
    if (!reason) throw notFound('contact reason');
    return reason;
  };

  for (const path of ['/contactreasons/', '/contactreasons']) {
    app.get(
      path,
      {
        config: MEMBER,
        schema: {
          summary: 'Lists the contact reasons the caller may use, or a page of them.',
          description:
            'Agents read the reasons of their skills and those with no skill; managers and above read all of the company’s.',
          querystring: ReasonsQuery,
          response: { 200: ReasonsAnswer },
        },
      },
      async (request) => {
        const member = await memberOf(db, request.actor);
        const { skill, paged, ...page } = request.query;
        const reasons = (await companyReasons(db, member.companyId)).filter(
          (r) =>
            (member.manages || appliesTo(r.skills, member.skillIds)) &&
            (skill === undefined || appliesTo(r.skills, [skill])),
        );
        return paged ? pageOf(reasons, page, LIST) : reasons;
      },
    );
    app.post(
      path,
      {
        config: WRITER,
        schema: {
          summary: 'Creates a contact reason.',
          body: ContactReasonInput,
          response: { 201: ContactReason },
        },
      },
      async (request, reply) => {
        await checkCompanyScope(db, request.actor.companyId, request.body);
        return reply.code(201).send(await saveReason(db, request.actor.companyId, request.body));
      },
    );
  }

  for (const path of ['/contactreasons/save-event', '/contactreasons/save-event/']) {
    app.post(
      path,
      {
        config: MEMBER,
        schema: {
          summary: 'Records the contact reasons of a conversation, with a comment.',
          body: ContactReasonEventInput,
          response: { 201: ContactReasonEvent },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await saveContactReasonEvent(app, request.actor.user, request.body)),
    );
  }

  app.get(
    '/contactreasons/:id',
    {
      config: MEMBER,
      schema: { summary: 'One contact reason.', params: ReasonParams, response: { 200: ContactReason } },
    },
    async (request) => {
      const member = await memberOf(db, request.actor);
      const reason = await reasonOf(member.companyId, request.params.id);
      if (!(member.manages || appliesTo(reason.skills, member.skillIds))) throw notFound('contact reason');
      return reason;
    },
  );
  app.post(
    '/contactreasons/:id',
    {
      config: WRITER,
      schema: {
        summary: 'Changes a contact reason.',
        params: ReasonParams,
        body: ContactReasonInput,
        response: { 200: ContactReason },
      },
    },
    async (request) => {
      const { companyId } = request.actor;
      const current = await reasonOf(companyId, request.params.id);
      await checkCompanyScope(db, companyId, request.body);
      return saveReason(db, companyId, request.body, current.id);
    },
  );
  app.delete(
    '/contactreasons/:id',
    {
      config: { ...WRITER, answers: 'no-content' },
      schema: { summary: 'Deletes a contact reason.', params: ReasonParams },
    },
    async (request, reply) => {
      const current = await reasonOf(request.actor.companyId, request.params.id);
      await db.deleteFrom('contact_reasons').where('id', '=', current.id).execute();
      return reply.code(204).send();
    },
  );
};
