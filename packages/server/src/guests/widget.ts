import {
  type GuestWidget,
  GuestWidgetQuery,
  GuestWidget as GuestWidgetSchema,
  LiveChatSettings,
  WidgetSettings,
} from '@omnicanal/api';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { DEFAULT_WIDGET } from '../core/settings/skills.ts';
import type { DB } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { ServicePlugin } from '../http/valibot.ts';
import { perAddress } from '../limits/plugin.ts';

/** Messages of a skill a visitor may be shown (the agents' notification stays in the console). */
const VISITOR_MESSAGES = ['welcome', 'waiting', 'online', 'offline', 'full', 'pause', 'takeover'] as const;

/**
 * A skill's widget as a visitor's page reads it: the web chat settings (company, punchline, logo,
 * colour, auto-open) and the widget customisation (title, position, offsets, version, call to
 * action) in one appearance, each part falling back to its default when never saved or no longer
 * valid, and the skill's messages. Null for an unknown skill.
 */
export async function guestWidget(db: Kysely<DB>, skillId: number): Promise<GuestWidget | null> {
  const row = await db
    .selectFrom('skills')
    .innerJoin('companies', 'companies.id', 'skills.company_id')
    .select(['skills.id', 'skills.name', 'skills.messages', 'skills.live_chat', 'skills.widget'])
    .select('companies.name as company_name')
    .where('skills.id', '=', skillId)
    .executeTakeFirst();
  if (!row) return null;
  const live = v.safeParse(LiveChatSettings, row.live_chat);
  const saved = v.safeParse(WidgetSettings, row.widget);
  const widget = saved.success ? saved.output : DEFAULT_WIDGET;
  const messages = row.messages ?? {};
  return {
    skill: { id: row.id, name: row.name },
    appearance: {
      // The web chat's colour is the skill's brand; the widget's own applies when no web chat was saved.
      color: live.success ? live.output.color : widget.color,
      logo: (live.success ? live.output.logo : null) ?? widget.logo ?? null,
      company_name: live.success ? live.output.company_name : row.company_name,
      punchline: live.success ? live.output.punchline : '',
      title: widget.title,
      subtitle: widget.subtitle,
      position: widget.position,
      offset_x: widget.offset_x,
      offset_y: widget.offset_y,
      version: widget.version,
      cta_text: widget.cta_text,
      force_cta_display: widget.force_cta_display,
      auto_open_delay: live.success && live.output.auto_open_delay ? live.output.auto_open_delay : null,
    },
    messages: Object.fromEntries(
      VISITOR_MESSAGES.map((key) => [key, typeof messages[key] === 'string' ? messages[key] : '']),
    ) as GuestWidget['messages'],
  };
}

/**
 * `GET /api/guests/widget?skill=<id>`: public, as the page that embeds the widget is; limited per
 * address like opening a conversation, and cacheable for a minute (every page view asks).
 */
export const guestWidgetRoutes: ServicePlugin = async (app) => {
  app.get(
    '/widget',
    {
      config: { auth: 'public', rateLimit: perAddress('guestWidget') },
      schema: { querystring: GuestWidgetQuery, response: { 200: GuestWidgetSchema } },
    },
    async (request, reply) => {
      const widget = await guestWidget(app.db, request.query.skill);
      if (!widget) throw new HttpError(404, 'not_found', 'This skill does not exist.');
      reply.header('cache-control', 'public, max-age=60');
      return widget;
    },
  );
};
