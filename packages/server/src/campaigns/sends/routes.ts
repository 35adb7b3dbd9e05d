import {
  AudienceReport,
  AudienceReportInput,
  CAMPAIGN_PAGE_SIZE,
  Campaign,
  CampaignExtraDataReport,
  CampaignInput,
  CampaignPage,
  CampaignQuery,
  CampaignRecipientPage,
  CampaignRecipientQuery,
  WebivrLink,
} from '@omnicanal/api';
import { instantOf } from '@omnicanal/core';
import { type Kysely, sql } from 'kysely';
import * as v from 'valibot';
import type { DB } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { IdParams, type ServicePlugin } from '../../http/valibot.ts';
import { nameContains } from '../name-search.ts';
import { checkCampaign } from './checks.ts';
import { pauseCampaign, resumeCampaign, retryFailed } from './control.ts';
import { startSend } from './engine.ts';
import { extraDataFigures, receiveExtraData } from './extradata.ts';
import type { CampaignRow } from './plan.ts';
import { countAudience } from './start.ts';
import { campaignViews } from './view.ts';
import { webivrLinks } from './webivr-links.ts';

/** Spec 002 §2: campaigns are managers' (and above), in the self-hosted edition only. */
const MANAGERS = {
  auth: 'user',
  rank: 'manager',
  selfHostedOnly: true,
  what: 'campaign',
  denied: 'Only managers and above may manage campaigns.',
} as const;

const Params = IdParams('id');

const notEditable = () =>
  new HttpError(
    409,
    'campaign_not_editable',
    'This campaign has started or ended: it can no longer be changed.',
  );

/** The columns a campaign's form writes. */
function columnsOf(input: CampaignInput) {
  return {
    name: input.name,
    type: input.type,
    template_id: input.template,
    fallback_template_id: input.fallback_template,
    entry_point_id: input.entry_point,
    skill_id: input.skill,
    frequency: input.frequency,
    attempts: input.attempts,
    attempt_delay: input.attempt_delay,
    send_count: input.send_count,
    dtstart: input.dtstart,
    tzid: input.tzid,
    recurrence: input.recurrence ? JSON.stringify(input.recurrence) : null,
    variables: JSON.stringify(input.variables),
    audience_filters: JSON.stringify(input.audience_filters),
    console_visibility: input.console_visibility,
    // Spec 002 §4: without a date the campaign is MANUAL, sent when a manager asks.
    status: input.dtstart === null ? ('MANUAL' as const) : ('PENDING' as const),
    next_send_at: input.dtstart === null ? null : instantOf(input.dtstart, input.tzid),
  };
}

async function linkAudiences(trx: Kysely<DB>, campaignId: number, lists: readonly number[]): Promise<void> {
  await trx.deleteFrom('campaign_contact_lists').where('campaign_id', '=', campaignId).execute();
  await trx
    .insertInto('campaign_contact_lists')
    .values([...new Set(lists)].map((id) => ({ campaign_id: campaignId, contact_list_id: id })))
    .execute();
}

/**
 * The campaigns of spec 002 §7 "Campaigns service": their CRUD, cancel and manual send, the
 * pause, resume and retry of the failed recipients (control.ts; the spec has no call for them), the
 * audience report, and each campaign's recipients with where their message stands. The sending
 * itself is the engine's (engine.ts), which every instance runs.
 */
export const campaignRoutes: ServicePlugin = async (app) => {
  const db = app.db;
  const now = () => new Date(app.clock());

  const stored = async (companyId: number, id: number): Promise<CampaignRow> => {
    const row = await db
      .selectFrom('campaigns')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('campaign');
    return row;
  };
  const viewOf = async (row: CampaignRow) => (await campaignViews(db, [row]))[0] as Campaign;

  for (const path of ['/campaigns', '/campaigns/']) {
    app.get(
      path,
      {
        config: MANAGERS,
        schema: {
          summary: 'A page of the company’s campaigns, by status or searched by name.',
          querystring: CampaignQuery,
          response: { 200: CampaignPage },
        },
      },
      async (request) => {
        const { status, search, page } = request.query;
        let base = db.selectFrom('campaigns').where('company_id', '=', request.actor.companyId);
        if (status) base = base.where('status', '=', status);
        if (search) base = base.where(sql<string>`lower(name)`, 'like', nameContains(search));
        const [[counted], rows] = await Promise.all([
          base.select((eb) => eb.fn.countAll<number>().as('count')).execute(),
          base
            .selectAll()
            .orderBy('updated_at', 'desc')
            .orderBy('id', 'desc')
            .limit(CAMPAIGN_PAGE_SIZE)
            .offset((page - 1) * CAMPAIGN_PAGE_SIZE)
            .execute(),
        ]);
        return { count: Number(counted?.count ?? 0), results: await campaignViews(db, rows) };
      },
    );
    app.post(
      path,
      {
        config: MANAGERS,
        schema: {
          summary: 'Creates a campaign.',
          description: 'Without a send date the campaign is manual: sent when a manager asks.',
          body: CampaignInput,
          response: { 201: Campaign },
        },
      },
      async (request, reply) => {
        const companyId = request.actor.companyId;
        await checkCampaign(db, companyId, request.body, now());
        const row = await db.transaction().execute(async (trx) => {
          const created = await trx
            .insertInto('campaigns')
            .values({ ...columnsOf(request.body), company_id: companyId })
            .returningAll()
            .executeTakeFirstOrThrow();
          await linkAudiences(trx, created.id, request.body.contact_lists);
          return created;
        });
        return reply.code(201).send(await viewOf(row));
      },
    );
  }
  app.get(
    '/campaigns/webivr-links',
    {
      config: MANAGERS,
      schema: {
        summary: 'The visual IVR links a campaign’s template variable can send.',
        description:
          'Each entry point of the company whose web channel opens a published web IVR, with the address of its hosted page (the deployment’s public URL).',
        response: { 200: v.array(WebivrLink) },
      },
    },
    async (request) => webivrLinks(db, request.actor.companyId, app.config.publicUrl),
  );
  app.get(
    '/campaigns/:id',
    { config: MANAGERS, schema: { summary: 'One campaign.', params: Params, response: { 200: Campaign } } },
    async (request) => viewOf(await stored(request.actor.companyId, request.params.id)),
  );
  app.post(
    '/campaigns/:id',
    {
      config: MANAGERS,
      schema: {
        summary: 'Changes a campaign.',
        description: 'Only while pending or manual, and not once a send has started.',
        params: Params,
        body: CampaignInput,
        response: { 200: Campaign },
      },
    },
    async (request) => {
      const companyId = request.actor.companyId;
      const current = await stored(companyId, request.params.id);
      if (current.status !== 'PENDING' && current.status !== 'MANUAL') throw notEditable();
      await checkCampaign(db, companyId, request.body, now(), current.extra_keys);
      const row = await db.transaction().execute(async (trx) => {
        // Only as it was read: a send the engine started meanwhile wins, and this change is refused.
        const changed = await trx
          .updateTable('campaigns')
          .set({ ...columnsOf(request.body), updated_at: now() })
          .where('id', '=', current.id)
          .where('sends_done', '=', current.sends_done)
          .where('status', 'in', ['PENDING', 'MANUAL'])
          .returningAll()
          .executeTakeFirst();
        if (!changed) throw notEditable();
        await linkAudiences(trx, changed.id, request.body.contact_lists);
        return changed;
      });
      return viewOf(row);
    },
  );
  app.delete(
    '/campaigns/:id',
    {
      config: { ...MANAGERS, answers: 'no-content' },
      schema: {
        summary: 'Deletes a campaign.',
        description: 'A running campaign is cancelled first.',
        params: Params,
      },
    },
    async (request, reply) => {
      const current = await stored(request.actor.companyId, request.params.id);
      // A running (or paused) campaign is cancelled first, so what it already sent stays accounted for.
      const deleted = await db
        .deleteFrom('campaigns')
        .where('id', '=', current.id)
        .where('status', 'not in', ['RUNNING', 'PAUSED'])
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw notEditable();
      return reply.code(204).send();
    },
  );
  app.post(
    '/campaigns/:id/cancel',
    {
      config: MANAGERS,
      schema: {
        summary: 'Cancels a campaign.',
        description:
          'Messages not yet handed to the channel are not sent; those already handed stay on their way.',
        params: Params,
        response: { 200: Campaign },
      },
    },
    async (request) => {
      const current = await stored(request.actor.companyId, request.params.id);
      const at = now();
      const row = await db.transaction().execute(async (trx) => {
        const cancelled = await trx
          .updateTable('campaigns')
          .set({ status: 'CANCELLED', next_send_at: null, updated_at: at })
          .where('id', '=', current.id)
          .where('status', 'in', ['PENDING', 'RUNNING', 'MANUAL', 'PAUSED'])
          .returningAll()
          .executeTakeFirst();
        if (!cancelled) throw notEditable();
        // What is not handed to the channel yet is not sent; what is stays on its way.
        await trx
          .updateTable('campaign_recipients')
          .set({ status: 'cancelled', due_at: null, updated_at: at })
          .where('campaign_id', '=', current.id)
          .where('status', '=', 'queued')
          .execute();
        return cancelled;
      });
      return viewOf(row);
    },
  );
  app.post(
    '/campaigns/:id/send',
    {
      config: MANAGERS,
      schema: {
        summary: 'Sends a manual campaign now.',
        description: 'Only a manual campaign (`campaign_not_manual`).',
        params: Params,
        response: { 200: Campaign },
      },
    },
    async (request) => {
      const current = await stored(request.actor.companyId, request.params.id);
      if (current.status !== 'MANUAL')
        throw new HttpError(409, 'campaign_not_manual', 'Only a manual campaign is sent on request.');
      if ((await startSend(db, current, now(), null)) === null) throw notEditable();
      return viewOf(await stored(current.company_id, current.id));
    },
  );
  app.post(
    '/campaigns/:id/pause',
    {
      config: MANAGERS,
      schema: {
        summary:
          'Pauses a campaign: no send starts and nothing more is handed to its channel until it is resumed.',
        description:
          'Pending, running or manual campaigns only; what the channel already holds goes on its way.',
        params: Params,
        response: { 200: Campaign },
      },
    },
    async (request) =>
      viewOf(await pauseCampaign(db, await stored(request.actor.companyId, request.params.id), now())),
  );
  app.post(
    '/campaigns/:id/resume',
    {
      config: MANAGERS,
      schema: {
        summary: 'Resumes a paused campaign where it stood.',
        description: 'Its waiting recipients are spaced again from now at the campaign’s frequency.',
        params: Params,
        response: { 200: Campaign },
      },
    },
    async (request) =>
      viewOf(await resumeCampaign(db, await stored(request.actor.companyId, request.params.id), now())),
  );
  app.post(
    '/campaigns/:id/retry-failed',
    {
      config: MANAGERS,
      schema: {
        summary: 'Queues the failed recipients of a campaign again, with fresh attempts.',
        description:
          'Only failed recipients; a contact already sent to gets nothing more. A finished campaign runs again.',
        params: Params,
        response: { 200: Campaign },
      },
    },
    async (request) =>
      viewOf(await retryFailed(db, await stored(request.actor.companyId, request.params.id), now())),
  );
  app.post(
    '/campaigns/:id/extradata',
    {
      config: MANAGERS,
      schema: {
        summary: 'Imports a CSV file (multipart) of variable values for a campaign’s recipients.',
        description:
          'Only while the campaign is pending or manual. Answers how many rows matched a recipient.',
        params: Params,
        response: { 200: CampaignExtraDataReport },
      },
    },
    async (request) => {
      const current = await stored(request.actor.companyId, request.params.id);
      if (current.status !== 'PENDING' && current.status !== 'MANUAL') throw notEditable();
      const read = await receiveExtraData(db, request, current);
      if (!read) throw new HttpError(400, 'invalid_payload', 'The file is missing.', { file: ['required'] });
      const figures = await extraDataFigures(db, await stored(current.company_id, current.id));
      return {
        ...figures,
        unmatched: figures.rows - figures.matched,
        rejected: read.rejected,
        rejects: read.rejects,
      };
    },
  );
  app.post(
    '/campaigns/:id/extradata/report',
    {
      config: MANAGERS,
      schema: {
        summary: 'How the imported variable values of a campaign match its recipients.',
        params: Params,
        response: { 200: CampaignExtraDataReport },
      },
    },
    async (request) => {
      const figures = await extraDataFigures(db, await stored(request.actor.companyId, request.params.id));
      return { ...figures, unmatched: figures.rows - figures.matched, rejected: 0, rejects: [] };
    },
  );
  app.post(
    '/campaigns/audience-report',
    {
      config: MANAGERS,
      schema: {
        summary: 'Counts the contacts of audiences, with a campaign’s audience filters when one is named.',
        body: AudienceReportInput,
        response: { 200: AudienceReport },
      },
    },
    async (request) => {
      const companyId = request.actor.companyId;
      const filters = request.body.campaign_id
        ? (await stored(companyId, request.body.campaign_id)).audience_filters
        : [];
      return countAudience(db, companyId, request.body.contact_lists, filters);
    },
  );
  app.get(
    '/campaigns/:id/recipients',
    {
      config: MANAGERS,
      schema: {
        summary: 'A page of a campaign’s recipients, with where each message stands.',
        params: Params,
        querystring: CampaignRecipientQuery,
        response: { 200: CampaignRecipientPage },
      },
    },
    async (request) => {
      const current = await stored(request.actor.companyId, request.params.id);
      const { status, page } = request.query;
      let base = db.selectFrom('campaign_recipients').where('campaign_id', '=', current.id);
      if (status) base = base.where('status', '=', status);
      const [[counted], rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('count')).execute(),
        base
          .select(['external_id', 'send', 'status', 'attempts', 'error_code', 'updated_at'])
          .orderBy('send', 'desc')
          .orderBy('external_id')
          .limit(CAMPAIGN_PAGE_SIZE)
          .offset((page - 1) * CAMPAIGN_PAGE_SIZE)
          .execute(),
      ]);
      return {
        count: Number(counted?.count ?? 0),
        results: rows.map((r) => ({ ...r, updated_at: new Date(r.updated_at).toISOString() })),
      };
    },
  );
};
