import {
  LiveChatForm,
  LiveChatSettings,
  SettingsListQuery,
  SKILL_MESSAGE_KEYS,
  SkillCalendar,
  SkillInput,
  type SkillMessages,
  SkillSettings,
  settingsPageOf,
  WidgetSettings,
} from '@omnicanal/api';
import type { Kysely, Selectable } from 'kysely';
import * as v from 'valibot';
import { findRule } from '../../chronos/repo.ts';
import type { DB, SkillsTable } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { IdParams, type ServicePlugin } from '../../http/valibot.ts';
import { isUniqueViolation } from '../../msglib/scope.ts';
import { findCompany } from '../repo.ts';
import { alreadyExists, settingsRoute } from './access.ts';
import { byNumber, byText, pageOf } from './list.ts';

type SkillRow = Selectable<SkillsTable>;

const ACCESS = { rank: 'admin', what: 'skills', selfHostedOnly: true } as const;

/** The widget a skill shows before an administrator customises it. */
export const DEFAULT_WIDGET: WidgetSettings = v.parse(WidgetSettings, { color: '#1f6feb' });

/** The stored messages, each known key a string ('' when never written); stray keys are dropped. */
const storedMessages = (stored: Record<string, unknown>): SkillMessages =>
  Object.fromEntries(
    SKILL_MESSAGE_KEYS.map((key) => [key, typeof stored[key] === 'string' ? stored[key] : '']),
  ) as SkillMessages;

/** A stored skill as the settings screens read it; missing parts read as their defaults. */
export function toSkillSettings(row: SkillRow): SkillSettings {
  const calendar = v.safeParse(SkillCalendar, row.calendar);
  return {
    id: row.id,
    name: row.name,
    auto_allocation: row.auto_allocation,
    messages: storedMessages(row.messages),
    screensharing: {
      cobrowsing: row.screensharing.cobrowsing === true,
      mirroring: row.screensharing.mirroring === true,
    },
    translation: { bot: row.translation.bot === true, agent_console: row.translation.agent_console === true },
    services: row.services.map((s) => ({ kind: s.kind })),
    calendar: calendar.success ? calendar.output : null,
  };
}

function findSkill(db: Kysely<DB>, companyId: number, id: number) {
  return db
    .selectFrom('skills')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Creates a skill, or updates it when `id` is given; names are unique in a company, any case. */
export async function saveSkill(
  db: Kysely<DB>,
  companyId: number,
  input: SkillInput,
  id?: number,
): Promise<SkillSettings> {
  const clash = await db
    .selectFrom('skills')
    .select('id')
    .where('company_id', '=', companyId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', input.name.toLowerCase()))
    .executeTakeFirst();
  if (clash && clash.id !== id) throw alreadyExists('name');
  const values = {
    name: input.name,
    auto_allocation: input.auto_allocation,
    messages: JSON.stringify(input.messages),
    screensharing: JSON.stringify(input.screensharing),
    translation: JSON.stringify(input.translation),
    services: JSON.stringify([...new Map(input.services.map((s) => [s.kind, s])).values()]),
  };
  try {
    const row =
      id === undefined
        ? await db
            .insertInto('skills')
            .values({ ...values, company_id: companyId })
            .returningAll()
            .executeTakeFirstOrThrow()
        : await db
            .updateTable('skills')
            .set(values)
            .where('company_id', '=', companyId)
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
    return toSkillSettings(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists('name');
    throw error;
  }
}

/**
 * Skills as administrators manage them (spec 002 §7), mounted under /api/core. `GET /skills/` stays
 * the read-only directory every console user reads (core/routes.ts); the paged administration list
 * is `GET /settings/skills/`. Every other path is the spec's.
 */
export const skillsRoutes: ServicePlugin = async (app) => {
  const db = app.db;
  const config = settingsRoute(ACCESS);
  const params = IdParams('id');
  /** The actor's skill named by the path, or 404 (another company's id names nothing). */
  const skillOf = async (request: { actor: { companyId: number }; params: { id: number } }) => {
    const row = await findSkill(db, request.actor.companyId, request.params.id);
    if (!row) throw notFound('skill');
    return row;
  };

  for (const path of ['/settings/skills/', '/settings/skills']) {
    app.get(
      path,
      {
        config,
        schema: {
          summary: 'A page of the company’s skills as administrators manage them.',
          querystring: SettingsListQuery,
          response: { 200: settingsPageOf(SkillSettings) },
        },
      },
      async (request) => {
        const rows = await db
          .selectFrom('skills')
          .selectAll()
          .where('company_id', '=', request.actor.companyId)
          .orderBy('id')
          .execute();
        return pageOf(rows.map(toSkillSettings), request.query, {
          text: (s) => s.name,
          orderings: { name: byText((s) => s.name), id: byNumber((s) => s.id) },
          defaultOrdering: 'name',
        });
      },
    );
  }

  for (const path of ['/skills/', '/skills']) {
    app.post(
      path,
      {
        config,
        schema: {
          summary: 'Creates a skill.',
          description: 'Refuses a name another skill of the company has.',
          body: SkillInput,
          response: { 201: SkillSettings },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await saveSkill(db, request.actor.companyId, request.body)),
    );
  }

  app.get(
    '/skills/:id',
    { config, schema: { summary: 'One skill.', params, response: { 200: SkillSettings } } },
    async (request) => toSkillSettings(await skillOf(request)),
  );
  app.post(
    '/skills/:id',
    {
      config,
      schema: { summary: 'Changes a skill.', params, body: SkillInput, response: { 200: SkillSettings } },
    },
    async (request) => {
      const row = await skillOf(request);
      return saveSkill(db, request.actor.companyId, request.body, row.id);
    },
  );

  app.get(
    '/skills/:id/live-chat',
    {
      config,
      schema: {
        summary: 'The live chat page of a skill: logo, company name, punchline, colour.',
        description: 'Never saved, it starts from the company’s name.',
        params,
        response: { 200: LiveChatForm },
      },
    },
    async (request) => {
      const row = await skillOf(request);
      const saved = v.safeParse(LiveChatSettings, row.live_chat);
      if (saved.success) return saved.output;
      // Never saved: the form starts from the company's name; the other required parts are blank.
      const company = await findCompany(db, request.actor.companyId);
      return {
        logo: '',
        company_name: company?.name ?? '',
        punchline: '',
        color: DEFAULT_WIDGET.color,
        auto_open_delay: null,
      };
    },
  );
  app.post(
    '/skills/:id/live-chat',
    {
      config,
      schema: {
        summary: 'Changes the live chat page of a skill.',
        params,
        body: LiveChatSettings,
        response: { 200: LiveChatSettings },
      },
    },
    async (request) => {
      const row = await skillOf(request);
      await db
        .updateTable('skills')
        .set({ live_chat: JSON.stringify(request.body) })
        .where('id', '=', row.id)
        .execute();
      return request.body;
    },
  );

  app.get(
    '/skills/:id/widget',
    {
      config,
      schema: { summary: 'The widget settings of a skill.', params, response: { 200: WidgetSettings } },
    },
    async (request) => {
      const row = await skillOf(request);
      const saved = v.safeParse(WidgetSettings, row.widget);
      return saved.success ? saved.output : DEFAULT_WIDGET;
    },
  );
  app.post(
    '/skills/:id/widget',
    {
      config,
      schema: {
        summary: 'Changes the widget settings of a skill.',
        params,
        body: WidgetSettings,
        response: { 200: WidgetSettings },
      },
    },
    async (request) => {
      const row = await skillOf(request);
      await db
        .updateTable('skills')
        .set({ widget: JSON.stringify(request.body) })
        .where('id', '=', row.id)
        .execute();
      return request.body;
    },
  );

  app.post(
    '/skills/:id/calendar-update',
    {
      config,
      schema: {
        summary: 'Sets the calendar and opening hours of a skill.',
        description:
          'A body without `rule` keeps the calendar chosen before; `null` clears it. Refuses an unknown calendar.',
        params,
        body: SkillCalendar,
        response: { 200: SkillSettings },
      },
    },
    async (request) => {
      const row = await skillOf(request);
      const rule = request.body.rule;
      if (rule != null && !(await findRule(db, request.actor.companyId, rule)))
        throw new HttpError(400, 'not_found', 'The calendar does not exist.', { rule: ['not_found'] });
      // A body without `rule` (the opening-hours form) keeps the calendar chosen before; null clears it.
      const kept = toSkillSettings(row).calendar?.rule;
      const calendar = rule === undefined && kept != null ? { ...request.body, rule: kept } : request.body;
      const updated = await db
        .updateTable('skills')
        .set({ calendar: JSON.stringify(calendar) })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSkillSettings(updated);
    },
  );
};
