import { WebivrFaq, WebivrFaqInput } from '@omnicanal/api';
import * as v from 'valibot';
import type { Actor } from '../auth/access.ts';
import { IdParams, type ServicePlugin } from '../http/valibot.ts';
import { WEBIVR_MANAGERS } from './access.ts';
import { checkSkill, visibleList, visibleRow } from './scope.ts';

const Params = IdParams('id');
const NO_CONTENT = { ...WEBIVR_MANAGERS, answers: 'no-content' } as const;

const faqView = (row: {
  id: number;
  label: string;
  skill_id: number | null;
  icon: string;
  content: string;
  updated_at: Date;
}): WebivrFaq => ({
  id: row.id,
  label: row.label,
  skill: row.skill_id,
  icon: row.icon,
  content: row.content,
  updated_at: row.updated_at.toISOString(),
});

/** The web IVR FAQs (spec 001 §3, §7): full create, read, update and delete, kept per skill or for all. */
export const faqsRoutes: ServicePlugin = async (app) => {
  const db = app.db;

  // FAQs
  app.get(
    '/faqs',
    {
      config: WEBIVR_MANAGERS,
      schema: { summary: 'The web IVR FAQs.', response: { 200: v.array(WebivrFaq) } },
    },
    async (request) => {
      const rows = await db
        .selectFrom('webivr_faqs')
        .selectAll()
        .where('company_id', '=', request.actor.companyId)
        .orderBy('label')
        .execute();
      return (await visibleList(db, request.actor, rows)).map(faqView);
    },
  );
  app.get(
    '/faqs/:id',
    {
      config: WEBIVR_MANAGERS,
      schema: { summary: 'A web IVR FAQ.', params: Params, response: { 200: WebivrFaq } },
    },
    async (request) => {
      await visibleRow(db, request.actor, 'webivr_faqs', request.params.id);
      return faqView(
        await db
          .selectFrom('webivr_faqs')
          .selectAll()
          .where('id', '=', request.params.id)
          .executeTakeFirstOrThrow(),
      );
    },
  );
  const saveFaq = async (actor: Actor, id: number | null, input: WebivrFaqInput) => {
    await checkSkill(db, actor, input.skill);
    const values = {
      label: input.label,
      skill_id: input.skill,
      icon: input.icon,
      content: input.content,
      updated_at: new Date(),
    };
    const row =
      id === null
        ? await db
            .insertInto('webivr_faqs')
            .values({ ...values, company_id: actor.companyId })
            .returningAll()
            .executeTakeFirstOrThrow()
        : await db
            .updateTable('webivr_faqs')
            .set(values)
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
    return faqView(row);
  };
  app.post(
    '/faqs',
    {
      config: WEBIVR_MANAGERS,
      schema: { summary: 'Adds a web IVR FAQ.', body: WebivrFaqInput, response: { 200: WebivrFaq } },
    },
    async (request) => saveFaq(request.actor, null, request.body),
  );
  app.post(
    '/faqs/:id',
    {
      config: WEBIVR_MANAGERS,
      schema: {
        summary: 'Changes a web IVR FAQ.',
        params: Params,
        body: WebivrFaqInput,
        response: { 200: WebivrFaq },
      },
    },
    async (request) => {
      await visibleRow(db, request.actor, 'webivr_faqs', request.params.id);
      return saveFaq(request.actor, request.params.id, request.body);
    },
  );
  app.delete(
    '/faqs/:id',
    { config: NO_CONTENT, schema: { summary: 'Removes a web IVR FAQ.', params: Params } },
    async (request, reply) => {
      await visibleRow(db, request.actor, 'webivr_faqs', request.params.id);
      await db.deleteFrom('webivr_faqs').where('id', '=', request.params.id).execute();
      return reply.code(204).send();
    },
  );
};
