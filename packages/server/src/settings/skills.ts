import {
  LiveChatSettings,
  SettingsListQuery,
  SKILL_MESSAGE_KEYS,
  SkillCalendar,
  SkillInput,
  type SkillMessages,
  type SkillSettings,
  WidgetSettings,
} from '@omnicanal/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import * as v from 'valibot';
import type { AppContext } from '../context.ts';
import { findCompany } from '../core/repo.ts';
import type { DB, SkillsTable } from '../db/schema.ts';
import { notFound, parseBody } from '../http/errors.ts';
import { idParam, isUniqueViolation } from '../msglib/scope.ts';
import { alreadyExists, requireSettingsActor } from './access.ts';
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
export function skillsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const db = ctx.db;
    const actor = (request: FastifyRequest) => requireSettingsActor(ctx, request, ACCESS);
    /** The actor's skill named by the path, or 404 (another company's id names nothing). */
    const skillOf = async (request: FastifyRequest) => {
      const { companyId } = await actor(request);
      const id = idParam((request.params as { id?: string }).id, 'skill');
      const row = await findSkill(db, companyId, id);
      if (!row) throw notFound('skill');
      return { companyId, row };
    };

    for (const path of ['/settings/skills/', '/settings/skills']) {
      app.get(path, async (request) => {
        const { companyId } = await actor(request);
        const query = parseBody(SettingsListQuery, request.query ?? {});
        const rows = await db
          .selectFrom('skills')
          .selectAll()
          .where('company_id', '=', companyId)
          .orderBy('id')
          .execute();
        return pageOf(rows.map(toSkillSettings), query, {
          text: (s) => s.name,
          orderings: { name: byText((s) => s.name), id: byNumber((s) => s.id) },
          defaultOrdering: 'name',
        });
      });
    }

    for (const path of ['/skills/', '/skills']) {
      app.post(path, async (request, reply) => {
        const { companyId } = await actor(request);
        const input = parseBody(SkillInput, request.body);
        return reply.code(201).send(await saveSkill(db, companyId, input));
      });
    }

    app.get('/skills/:id', async (request) => toSkillSettings((await skillOf(request)).row));
    app.post('/skills/:id', async (request) => {
      const { companyId, row } = await skillOf(request);
      return saveSkill(db, companyId, parseBody(SkillInput, request.body), row.id);
    });

    app.get('/skills/:id/live-chat', async (request) => {
      const { companyId, row } = await skillOf(request);
      const saved = v.safeParse(LiveChatSettings, row.live_chat);
      if (saved.success) return saved.output;
      // Never saved: the form starts from the company's name; the other required parts are blank.
      const company = await findCompany(db, companyId);
      return {
        logo: '',
        company_name: company?.name ?? '',
        punchline: '',
        color: DEFAULT_WIDGET.color,
        auto_open_delay: null,
      };
    });
    app.post('/skills/:id/live-chat', async (request) => {
      const { row } = await skillOf(request);
      const input = parseBody(LiveChatSettings, request.body);
      await db
        .updateTable('skills')
        .set({ live_chat: JSON.stringify(input) })
        .where('id', '=', row.id)
        .execute();
      return input;
    });

    app.get('/skills/:id/widget', async (request) => {
      const { row } = await skillOf(request);
      const saved = v.safeParse(WidgetSettings, row.widget);
      return saved.success ? saved.output : DEFAULT_WIDGET;
    });
    app.post('/skills/:id/widget', async (request) => {
      const { row } = await skillOf(request);
      const input = parseBody(WidgetSettings, request.body);
      await db
        .updateTable('skills')
        .set({ widget: JSON.stringify(input) })
        .where('id', '=', row.id)
        .execute();
      return input;
    });

    app.post('/skills/:id/calendar-update', async (request) => {
      const { row } = await skillOf(request);
      const input = parseBody(SkillCalendar, request.body);
      const updated = await db
        .updateTable('skills')
        .set({ calendar: JSON.stringify(input) })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSkillSettings(updated);
    });
  };
}
