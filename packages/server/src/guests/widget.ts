import {
  EntryPointWidget,
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
import { connectedAt } from '../rooms/presence.ts';
import { publishedWebivrOf } from '../webivr/visitor.ts';
import { addressAllowed } from './ip-filter.ts';
import { guardVisitorOrigin } from './website-domains.ts';

/**
 * Whether someone can answer now, as the widget tells the visitor (with the skill's message of the
 * same name): no agent of the skill connected is `offline`; all of them on a break is `pause`; all
 * of those at work holding as many conversations as they may is `full`; otherwise `online`.
 */
export async function skillAvailability(
  db: Kysely<DB>,
  skillId: number,
  now: Date,
): Promise<GuestWidget['availability']> {
  const agents = await db
    .selectFrom('users')
    .innerJoin('user_skills', 'user_skills.user_id', 'users.id')
    .select(['users.pause', 'users.max_rooms'])
    .select((eb) =>
      eb
        .selectFrom('rooms')
        .select(eb.fn.countAll<number>().as('open'))
        .whereRef('rooms.agent_id', '=', 'users.id')
        .where('rooms.status', 'in', ['running', 'late'])
        .as('open'),
    )
    .where('user_skills.skill_id', '=', skillId)
    .where(connectedAt(now))
    .execute();
  if (agents.length === 0) return 'offline';
  const working = agents.filter((agent) => !agent.pause);
  if (working.length === 0) return 'pause';
  return working.every((agent) => Number(agent.open ?? 0) >= agent.max_rooms) ? 'full' : 'online';
}

/** Messages of a skill a visitor may be shown (the agents' notification stays in the console). */
const VISITOR_MESSAGES = ['welcome', 'waiting', 'online', 'offline', 'full', 'pause', 'takeover'] as const;

/**
 * A skill's widget as a visitor's page reads it: the web chat settings (company, punchline, logo,
 * colour, auto-open) and the widget customisation (title, position, offsets, version, call to
 * action) in one appearance, each part falling back to its default when never saved or no longer
 * valid, whether someone can answer now, and the skill's messages. Null for an unknown skill.
 */
export async function guestWidget(
  db: Kysely<DB>,
  skillId: number,
  now: Date = new Date(),
): Promise<GuestWidget | null> {
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
    availability: await skillAvailability(db, row.id, now),
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
      powered_by: true,
      show_agents: true,
      ask_email: widget.ask_email,
    },
    messages: Object.fromEntries(
      VISITOR_MESSAGES.map((key) => [key, typeof messages[key] === 'string' ? messages[key] : '']),
    ) as GuestWidget['messages'],
  };
}

/** Why an entry point's widget is not shown: unknown, or the visitor's address is filtered out. */
export type EntryPointRefusal = 'not_found' | 'ip_refused';

/**
 * The widget of an entry point: its skill's, with the entry point's own customisation (when one was
 * saved) in place of the skill's appearance, its auto-open delay when it has one, and its
 * powered-by and agents-shown flags. The visitor's address must pass the entry point's IP lists.
 */
export async function entryPointWidget(
  db: Kysely<DB>,
  entryPointId: number,
  address: string,
  now: Date = new Date(),
): Promise<GuestWidget | EntryPointRefusal> {
  const entry = await db
    .selectFrom('integrations')
    .select(['skill_id', 'widget', 'auto_open_delay', 'ip_allowlist', 'ip_denylist'])
    .where('id', '=', entryPointId)
    .executeTakeFirst();
  if (!entry) return 'not_found';
  if (!addressAllowed(address, entry.ip_allowlist ?? [], entry.ip_denylist ?? [])) return 'ip_refused';
  const base = await guestWidget(db, entry.skill_id, now);
  if (!base) return 'not_found';
  const saved = entry.widget ? v.safeParse(EntryPointWidget, entry.widget) : null;
  const own = saved?.success ? saved.output : null;
  const delay = entry.auto_open_delay && entry.auto_open_delay > 0 ? entry.auto_open_delay : null;
  const appearance = own
    ? {
        ...base.appearance,
        color: own.color,
        logo: own.logo ?? base.appearance.logo,
        company_name: own.company_name || base.appearance.company_name,
        punchline: own.punchline || base.appearance.punchline,
        title: own.title,
        subtitle: own.subtitle,
        position: own.position,
        offset_x: own.offset_x,
        offset_y: own.offset_y,
        version: own.version,
        cta_text: own.cta_text,
        force_cta_display: own.force_cta_display,
        powered_by: own.powered_by,
        show_agents: own.show_agents,
        ask_email: own.ask_email,
      }
    : base.appearance;
  // The published web IVR it opens, if any: the widget shows its menu before the chat.
  const webivr = await publishedWebivrOf(db, entryPointId);
  return {
    ...base,
    appearance: { ...appearance, auto_open_delay: delay ?? appearance.auto_open_delay },
    webivr: webivr ? { account: webivr.account, tree: webivr.tree, version: webivr.version } : null,
  };
}

/**
 * `GET /api/guests/widget?skill=<id>` (or `?entry_point=<id>`): public, as the page that embeds the widget is; limited per
 * address like opening a conversation, and cacheable for half a minute (every page view asks; the
 * availability may lag that much).
 */
export const guestWidgetRoutes: ServicePlugin = async (app) => {
  app.get(
    '/widget',
    {
      config: { auth: 'public', rateLimit: perAddress('guestWidget') },
      schema: {
        summary: 'What the visitor widget of a skill or entry point shows: look, texts and availability.',
        description:
          'Public and cacheable for 30 seconds. Through an entry point, its IP lists apply (`ip_refused`), and `webivr` names the published web IVR it opens, if any. A page outside the website domains of the entry point (or of the company) is refused (`origin_not_allowed`). Limited per address.',
        querystring: GuestWidgetQuery,
        response: { 200: GuestWidgetSchema },
      },
    },
    async (request, reply) => {
      const now = new Date(app.clock());
      const { skill, entry_point } = request.query;
      // The schema requires one of the two; an entry point speaks for its skill.
      if (entry_point !== undefined)
        await guardVisitorOrigin(app, request, reply, { entryPoint: entry_point });
      else if (skill !== undefined) await guardVisitorOrigin(app, request, reply, { skill });
      if (entry_point !== undefined) {
        const widget = await entryPointWidget(app.db, entry_point, request.ip, now);
        if (widget === 'not_found') throw new HttpError(404, 'not_found', 'This entry point does not exist.');
        if (widget === 'ip_refused')
          throw new HttpError(403, 'ip_refused', 'This chat is not available from your network.');
        // The answer depends on the visitor's address: shared caches must not keep it.
        reply.header('cache-control', 'private, max-age=30');
        return widget;
      }
      const widget = skill === undefined ? null : await guestWidget(app.db, skill, now);
      if (!widget) throw new HttpError(404, 'not_found', 'This skill does not exist.');
      reply.header('cache-control', 'public, max-age=30');
      return widget;
    },
  );
};
