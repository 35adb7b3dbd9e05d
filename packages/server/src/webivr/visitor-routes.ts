import {
  WebivrCallbackAnswer,
  WebivrCallbackInput,
  WebivrSessionParams,
  WebivrStepInput,
  WebivrSubmissionAnswer,
  WebivrSubmissionInput,
  WebivrVisitorFaq,
  WebivrVisitorForm,
  WebivrVisitorSession,
  WebivrVisitorStart,
} from '@omnicanal/api';
import { callbackProblems } from '@omnicanal/core/webivr';
import * as v from 'valibot';
import { entryPointRules } from '../guests/entry-point-rules.ts';
import { HttpError } from '../http/errors.ts';
import { PathId, type ServicePlugin } from '../http/valibot.ts';
import { perAddress } from '../limits/plugin.ts';
import { recordStep } from './steps.ts';
import { publishedWebivrOfTree, sessionNode, startVisit, versionUses, visitorSession } from './visitor.ts';
import { submitForm, visitorForm } from './visitor-forms.ts';

const ItemParams = v.object({ session: WebivrSessionParams.entries.session, id: PathId });
const PUBLIC = { auth: 'public', rateLimit: perAddress('webivrVisitor') } as const;

/**
 * The web IVR's visitor routes on the guests service (`/api/guests/webivr/…`), public as the widget
 * is and limited per address. A session id is the visitor's key to their own walk; every call is
 * checked against the session's published version (another version's node, an unused FAQ or form:
 * refused, nothing written).
 */
export const webivrVisitorRoutes: ServicePlugin = async (app) => {
  const db = app.db;
  const notFound = (what: string) => new HttpError(404, 'not_found', `This ${what} does not exist.`);

  app.post(
    '/webivr/sessions',
    {
      config: PUBLIC,
      schema: {
        summary: 'Starts a visitor’s walk through the published web IVR an entry point opens.',
        description:
          'Answers the production menu only (its trees and nodes), the tree to start on and the routing calendars open now. 404 when the entry point opens no published web IVR; its IP lists apply (`ip_refused`).',
        body: WebivrVisitorStart,
        response: { 201: WebivrVisitorSession },
      },
    },
    async (request, reply) => {
      const entry = await entryPointRules(db, request.body.entry_point, request.ip);
      const webivr = entry.tree ? await publishedWebivrOfTree(db, entry.companyId, entry.tree) : null;
      if (!webivr) throw notFound('web IVR');
      return reply.code(201).send(await startVisit(db, webivr, new Date(app.clock())));
    },
  );

  app.post(
    '/webivr/sessions/:session/steps',
    {
      config: { ...PUBLIC, answers: 'no-content' },
      schema: {
        summary: 'Records that the visitor reached a node of the menu (the statistics’ paths).',
        description:
          'A node that is not part of the session’s version is a 400 on `node`; nothing is recorded.',
        params: WebivrSessionParams,
        body: WebivrStepInput,
      },
    },
    async (request, reply) => {
      const { session } = request.params;
      if (await recordStep(db, session, request.body.node, new Date(app.clock()), { visitorsOnly: true }))
        return reply.code(204).send();
      // Refused: an unknown session (404) or a node not of its version (400). Only then is it read.
      await visitorSession(db, session);
      throw new HttpError(400, 'invalid_payload', 'This node is not part of the menu.', {
        node: ['not_found'],
      });
    },
  );

  app.get(
    '/webivr/sessions/:session/faqs/:id',
    {
      config: PUBLIC,
      schema: {
        summary: 'A FAQ’s answer, as plain text, when the session’s menu uses it.',
        params: ItemParams,
        response: { 200: WebivrVisitorFaq },
      },
    },
    async (request) => {
      const session = await visitorSession(db, request.params.session);
      const id = request.params.id;
      if (!(await versionUses(db, session.versionId, 'faq', id))) throw notFound('FAQ');
      const faq = await db
        .selectFrom('webivr_faqs')
        .select(['id', 'label', 'content'])
        .where('id', '=', id)
        .where('company_id', '=', session.companyId)
        .executeTakeFirst();
      if (!faq) throw notFound('FAQ');
      return faq;
    },
  );

  app.get(
    '/webivr/sessions/:session/forms/:id',
    {
      config: PUBLIC,
      schema: {
        summary: 'A form’s fields as the visitor fills them, when the session’s menu uses it.',
        description: 'Nothing of where the form is mailed or sent.',
        params: ItemParams,
        response: { 200: WebivrVisitorForm },
      },
    },
    async (request) => {
      const session = await visitorSession(db, request.params.session);
      const id = request.params.id;
      const form = (await versionUses(db, session.versionId, 'form', id))
        ? await visitorForm(db, session.companyId, id)
        : null;
      if (!form) throw notFound('form');
      return form.view;
    },
  );

  app.post(
    '/webivr/sessions/:session/forms/:id',
    {
      config: { auth: 'public', rateLimit: perAddress('webivrSubmit') },
      schema: {
        summary: 'Sends a form: answers checked, recorded, mailed and sent to the form’s API.',
        description:
          'Bad answers are a 400 with a field error per answer (`answers.<identifier>`), and nothing is recorded, mailed or sent. Answers `sent`, or `failed` when a mail or the API did not take it; the menu follows the matching output.',
        params: ItemParams,
        body: WebivrSubmissionInput,
        response: { 200: WebivrSubmissionAnswer },
      },
    },
    async (request) => {
      const session = await visitorSession(db, request.params.session);
      const node = await sessionNode(db, session, request.body.node, 'form');
      if (node.data.form_id !== request.params.id) throw notFound('form');
      const outcome = await submitForm(
        {
          db,
          email: app.email,
          allowPrivate: app.config.outboundPrivate,
          log: (err) => request.log.warn(err),
        },
        session,
        request.params.id,
        request.body.answers,
      );
      return { outcome };
    },
  );

  app.post(
    '/webivr/sessions/:session/callbacks',
    {
      config: { auth: 'public', rateLimit: perAddress('webivrSubmit') },
      schema: {
        summary: 'Asks to be called back: a number and a quarter-hour slot, kept for the menu’s skill.',
        description: 'A bad number or slot is a 400 on `phone` or `slot`; nothing is recorded.',
        params: WebivrSessionParams,
        body: WebivrCallbackInput,
        response: { 200: WebivrCallbackAnswer },
      },
    },
    async (request) => {
      const session = await visitorSession(db, request.params.session);
      const node = await sessionNode(db, session, request.body.node, 'callback');
      const { phone, slot } = request.body;
      const problems = Object.entries(callbackProblems(phone, slot, new Date(app.clock())));
      if (problems.length > 0)
        throw new HttpError(
          400,
          'invalid_payload',
          'The number or the time slot is not valid.',
          Object.fromEntries(problems.map(([field, problem]) => [field, [problem]])),
        );
      const row = await db
        .insertInto('webivr_callbacks')
        .values({
          company_id: session.companyId,
          account_id: session.accountId,
          session_id: session.id,
          node_id: node.id,
          skill_id: session.skillId,
          phone: phone.trim(),
          slot: new Date(slot),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { ok: true as const, id: row.id };
    },
  );
};
