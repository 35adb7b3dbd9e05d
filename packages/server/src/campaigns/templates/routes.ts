import {
  TEMPLATE_PAGE_SIZE,
  Template,
  TemplateInput,
  TemplatePage,
  TemplateQuery,
  TemplateQuickReplies,
} from '@omnicanal/api';
import { TEMPLATE_CHANNEL, TEMPLATE_KINDS, type TemplateKind } from '@omnicanal/core';
import * as v from 'valibot';
import { alreadyExists } from '../../core/settings/access.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { IdParams, type ServicePlugin } from '../../http/valibot.ts';
import { isUniqueViolation } from '../../msglib/scope.ts';
import { checkTemplate } from './checks.ts';
import { templateProviders } from './providers/select.ts';
import {
  contentOf,
  findTemplate,
  pageTemplates,
  settleReviews,
  submitTemplate,
  submittedOnSave,
} from './repo.ts';
import { type TemplateRow, toTemplate } from './view.ts';

/** Spec 002 §2: templates are managers' (and above), in the self-hosted edition only. */
const MANAGERS = {
  auth: 'user',
  rank: 'manager',
  selfHostedOnly: true,
  what: 'template',
  denied: 'Only managers and above may manage templates.',
} as const;

const Params = IdParams('id');
const KindParams = v.object({ kind: v.picklist(TEMPLATE_KINDS, 'invalid') });
const KindIdParams = v.object({ ...KindParams.entries, ...Params.entries });
/** The company's channel accounts a template or a campaign may send from. */
const ChannelAccount = v.object({ id: v.number(), kind: v.string(), name: v.string() });

const inReview = () =>
  new HttpError(
    409,
    'template_in_review',
    'This template is being validated: wait for the answer before changing it.',
  );

/**
 * The Templates calls of the campaigns service (spec 002 §7): templates by kind, their review by
 * the template provider (DRAFT → SUBMITTED → VALIDATED | REFUSED | UNKNOWN), the trees their
 * quick replies lead to, and the channel accounts they are sent from.
 */
export const templatesRoutes: ServicePlugin = async (app) => {
  const db = app.db;
  const providerOf = templateProviders(app.config);
  // What the screens say: who reviews WhatsApp's templates (the other kinds are reviewed locally).
  const whatsapp = providerOf('tyntec-wa');
  const providerInfo = { name: whatsapp.name, local: whatsapp.local };

  /** The template, its review brought up to date first. */
  const current = async (companyId: number, id: number): Promise<TemplateRow> => {
    await settleReviews(db, providerOf, companyId, app.clock());
    const row = await findTemplate(db, companyId, id);
    if (!row) throw notFound('template');
    return row;
  };

  const save = async (companyId: number, kind: TemplateKind, input: TemplateInput, id?: number) => {
    if (id !== undefined) {
      const row = await current(companyId, id);
      if (row.kind !== kind) throw notFound('template');
      if (row.status === 'SUBMITTED') throw inReview();
    }
    await checkTemplate(db, companyId, kind, input);
    const now = new Date(app.clock());
    // Any change needs a new review: the template goes back to draft (and is submitted again for
    // the kinds whose saving submits them).
    const values = {
      name: input.name,
      category: input.category,
      language: input.language,
      skill_id: input.skill,
      channel_id: input.channel_account,
      content: JSON.stringify(contentOf(input)),
      status: 'DRAFT' as const,
      status_detail: null,
      review_due_at: null,
      updated_at: now,
    };
    let row: TemplateRow;
    try {
      row =
        id === undefined
          ? await db
              .insertInto('templates')
              .values({ ...values, company_id: companyId, kind })
              .returningAll()
              .executeTakeFirstOrThrow()
          : await db
              .updateTable('templates')
              .set(values)
              .where('company_id', '=', companyId)
              .where('id', '=', id)
              .returningAll()
              .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyExists('name');
      throw error;
    }
    return submittedOnSave(kind) ? submitTemplate(db, providerOf(kind), row, app.clock()) : row;
  };

  app.get(
    '/templates',
    {
      config: MANAGERS,
      schema: {
        summary: 'A page of the company’s message templates, their reviews brought up to date.',
        querystring: TemplateQuery,
        response: { 200: TemplatePage },
      },
    },
    async (request) => {
      const companyId = request.actor.companyId;
      await settleReviews(db, providerOf, companyId, app.clock());
      const { count, rows } = await pageTemplates(db, companyId, request.query, TEMPLATE_PAGE_SIZE);
      return { count, results: rows.map(toTemplate), provider: providerInfo };
    },
  );
  app.get(
    '/templates/:id',
    {
      config: MANAGERS,
      schema: { summary: 'One message template.', params: Params, response: { 200: Template } },
    },
    async (request) => toTemplate(await current(request.actor.companyId, request.params.id)),
  );
  app.post(
    '/templates/:kind',
    {
      config: MANAGERS,
      schema: {
        summary: 'Creates a message template of a kind.',
        description:
          'Every kind but `tyntec-wa` goes to its provider’s review on saving. Refuses a name another template has.',
        params: KindParams,
        body: TemplateInput,
        response: { 201: Template },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(toTemplate(await save(request.actor.companyId, request.params.kind, request.body))),
  );
  app.post(
    '/templates/:kind/:id',
    {
      config: MANAGERS,
      schema: {
        summary: 'Changes a message template.',
        description: 'Every kind but `tyntec-wa` goes back to its provider’s review on saving.',
        params: KindIdParams,
        body: TemplateInput,
        response: { 200: Template },
      },
    },
    async (request) =>
      toTemplate(await save(request.actor.companyId, request.params.kind, request.body, request.params.id)),
  );
  // Spec 002 §4: "Deletion is sent as a request": the provider is asked to forget a submitted one.
  app.delete(
    '/templates/:id',
    {
      config: { ...MANAGERS, answers: 'no-content' },
      schema: {
        summary: 'Deletes a message template, asking its provider to forget it.',
        description:
          'Refused while a campaign uses it (`blocked_by_campaign`), and kept when the provider cannot be reached.',
        params: Params,
      },
    },
    async (request, reply) => {
      const row = await current(request.actor.companyId, request.params.id);
      const used = await db
        .selectFrom('campaigns')
        .select('id')
        .where((eb) => eb.or([eb('template_id', '=', row.id), eb('fallback_template_id', '=', row.id)]))
        .executeTakeFirst();
      if (used)
        throw new HttpError(
          409,
          'blocked_by_campaign',
          'This template is used by a campaign and cannot be deleted.',
        );
      // The deletion request is sent; a provider that does not answer keeps the template here.
      if (row.provider_ref)
        await providerOf(row.kind)
          .remove(row.provider_ref)
          .catch(() => {
            throw new HttpError(
              502,
              'template_provider_unavailable',
              'The template provider cannot be reached right now: try again in a moment.',
            );
          });
      await db.deleteFrom('templates').where('id', '=', row.id).execute();
      return reply.code(204).send();
    },
  );
  app.post(
    '/templates/tyntec-wa/:id/submit',
    {
      config: MANAGERS,
      schema: {
        summary: 'Sends a WhatsApp (Tyntec) template for validation.',
        description: 'Only a draft or a refused template.',
        params: Params,
        response: { 200: Template },
      },
    },
    async (request) => {
      const row = await current(request.actor.companyId, request.params.id);
      if (row.kind !== 'tyntec-wa') throw notFound('template');
      if (row.status === 'SUBMITTED') throw inReview();
      if (row.status === 'VALIDATED')
        throw new HttpError(
          409,
          'template_not_draft',
          'Only a draft or a refused template can be sent for validation.',
        );
      return toTemplate(await submitTemplate(db, providerOf(row.kind), row, app.clock()));
    },
  );
  app.get(
    '/templates/:id/quickreplies',
    {
      config: MANAGERS,
      schema: {
        summary: 'Where each quick reply of a template leads: its bot tree.',
        params: Params,
        response: { 200: TemplateQuickReplies },
      },
    },
    async (request) => {
      const { content } = await current(request.actor.companyId, request.params.id);
      return {
        quick_replies: content.buttons.flatMap((b) =>
          b.type === 'quick_reply' ? [{ text: b.text, tree: b.tree }] : [],
        ),
        fallback_tree: content.fallback_tree,
      };
    },
  );
  // Where each quick reply leads is routing of ours, not the template's text: no new review.
  app.post(
    '/templates/:id/quickreplies',
    {
      config: MANAGERS,
      schema: {
        summary: 'Sets the bot tree each quick reply of a template leads to.',
        description: 'Routing of ours, not the template’s text: no new review.',
        params: Params,
        body: TemplateQuickReplies,
        response: { 200: TemplateQuickReplies },
      },
    },
    async (request) => {
      const companyId = request.actor.companyId;
      const row = await current(companyId, request.params.id);
      const trees = new Map(request.body.quick_replies.map((r) => [r.text, r.tree]));
      const known = new Set(row.content.buttons.flatMap((b) => (b.type === 'quick_reply' ? [b.text] : [])));
      if ([...trees.keys()].some((text) => !known.has(text)))
        throw new HttpError(400, 'invalid_payload', 'A quick reply is not on the template.', {
          quick_replies: ['unknown_quick_reply'],
        });
      const buttons = row.content.buttons.map((b) =>
        b.type === 'quick_reply' && trees.has(b.text) ? { ...b, tree: trees.get(b.text) ?? null } : b,
      );
      const content = { ...row.content, buttons, fallback_tree: request.body.fallback_tree };
      await checkTemplate(db, companyId, row.kind as TemplateKind, {
        ...content,
        skill: row.skill_id,
        channel_account: row.channel_id,
      });
      await db
        .updateTable('templates')
        .set({ content: JSON.stringify(content), updated_at: new Date(app.clock()) })
        .where('id', '=', row.id)
        .execute();
      return {
        quick_replies: buttons.flatMap((b) =>
          b.type === 'quick_reply' ? [{ text: b.text, tree: b.tree }] : [],
        ),
        fallback_tree: content.fallback_tree,
      };
    },
  );
  app.get(
    '/channels',
    {
      config: MANAGERS,
      schema: {
        summary: 'The company’s channels templates can be sent on.',
        response: { 200: v.array(ChannelAccount) },
      },
    },
    async (request) =>
      db
        .selectFrom('channels')
        .select(['id', 'kind', 'name'])
        .where('company_id', '=', request.actor.companyId)
        .where('kind', 'in', [...new Set(Object.values(TEMPLATE_CHANNEL))])
        .orderBy('kind')
        .orderBy('name')
        .execute(),
  );
};
