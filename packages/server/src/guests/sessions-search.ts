import {
  type RichContent,
  SessionSearchRequest,
  SessionSearchResponse,
  type SessionSearchResult,
  type SessionSearchState,
} from '@omnicanal/api';
import { hasRank, isRoomStatus } from '@omnicanal/core';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import * as v from 'valibot';
import { agentName, loadViewer, type Viewer } from '../agents/visibility.ts';
import type { DB } from '../db/schema.ts';
import type { ServicePlugin } from '../http/valibot.ts';
import { loadRoomConfiguration } from '../rooms/configuration-repo.ts';

type Filters = v.InferOutput<typeof SessionSearchRequest>;
type Rooms = ExpressionBuilder<DB, 'rooms' | 'guests'>;

/**
 * What a search may return (spec 000 §4): admins and owners see the whole company; others see
 * their own rooms and the open rooms of their skills, and a manager also the closed ones of their
 * skills.
 */
export function searchable(viewer: Viewer) {
  return (eb: Rooms): Expression<SqlBool> => {
    const company = eb('rooms.company_id', '=', viewer.companyId);
    if (viewer.seesAll) return company;
    const scope: Expression<SqlBool>[] = [eb('rooms.agent_id', '=', viewer.userId)];
    if (viewer.skillIds.length) {
      const inSkills = eb('rooms.skill_id', 'in', [...viewer.skillIds]);
      scope.push(
        hasRank(viewer.role, 'manager') ? inSkills : eb.and([inSkills, eb('rooms.status', '!=', 'closed')]),
      );
    }
    return eb.and([company, eb.or(scope)]);
  };
}

/** The statuses a state filter stands for: auto-closed rooms are closed ones (spec 000 §3). */
const STATE_STATUSES: Record<SessionSearchState, string> = {
  waiting: 'waiting',
  running: 'running',
  late: 'late',
  closed: 'closed',
  auto_closed: 'closed',
  transferred: 'transferred',
  requeued: 'requeued',
};

/** Letters folded for an accent-insensitive match without the unaccent extension. */
const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿœæ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyoa';

/** Lower case, accents folded: the same folding the SQL applies to the searched columns. */
export function foldText(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) {
    const i = ACCENTED.indexOf(ch);
    out += i >= 0 ? PLAIN[i] : ch;
  }
  return out;
}

/** A LIKE pattern matching `text` anywhere, its own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${foldText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The SQL side of `foldText`. Under a C locale PostgreSQL's lower() leaves non-ASCII capitals as
 * they are, so translate() maps the accented capitals too.
 */
const folded = (column: ReturnType<typeof sql>) =>
  sql`translate(lower(coalesce(${column}, '')), ${ACCENTED + ACCENTED.toUpperCase()}, ${PLAIN + PLAIN})`;

function filtered(db: Kysely<DB>, viewer: Viewer, filters: Filters) {
  let query = db
    .selectFrom('rooms')
    .innerJoin('guests', 'guests.id', 'rooms.guest_id')
    .where(searchable(viewer));
  if (filters.state) query = query.where('rooms.status', '=', STATE_STATUSES[filters.state]);
  if (filters.skill) query = query.where('rooms.skill_id', '=', filters.skill);
  if (filters.agent) {
    const uuid = filters.agent;
    query = query.where((eb) =>
      eb(
        'rooms.agent_id',
        'in',
        eb
          .selectFrom('users')
          .select('users.id')
          .where('users.uuid', '=', uuid)
          .where('users.company_id', '=', viewer.companyId),
      ),
    );
  }
  if (filters.dt_gt) query = query.where('rooms.created_at', '>', new Date(filters.dt_gt));
  if (filters.dt_lt) query = query.where('rooms.created_at', '<', new Date(filters.dt_lt));
  if (filters.query) {
    const pattern = containsPattern(filters.query);
    const like = (column: ReturnType<typeof sql>) =>
      sql<SqlBool>`${folded(column)} like ${pattern} escape '\\'`;
    query = query.where((eb) =>
      eb.or([
        like(sql`guests.name`),
        like(sql`guests.email`),
        like(sql`rooms.infos ->> 'full_name'`),
        like(sql`rooms.infos ->> 'name'`),
        like(sql`rooms.infos ->> 'email'`),
        like(sql`rooms.infos ->> 'username'`),
        eb.exists(
          eb
            .selectFrom('messages')
            .select(sql`1`.as('one'))
            .whereRef('messages.room_uuid', '=', 'rooms.uuid')
            .where('messages.kind', 'in', ['visitor', 'agent', 'bot'])
            .where(like(sql`messages.rich_content ->> 'text'`)),
        ),
      ]),
    );
  }
  return query;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Runs a search for `viewer`: one page, newest rooms first, with the total count. */
export async function searchSessions(
  db: Kysely<DB>,
  viewer: Viewer,
  filters: Filters,
): Promise<SessionSearchResponse> {
  const { total } = await filtered(db, viewer, filters)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, viewer, filters)
    .leftJoin('users as agent', 'agent.id', 'rooms.agent_id')
    .leftJoin('skills', 'skills.id', 'rooms.skill_id')
    .select([
      'rooms.uuid',
      'rooms.status',
      'rooms.infos',
      'rooms.created_at',
      'rooms.last_waiting',
      'rooms.unread_msg',
      'rooms.session_guest_idle',
      'rooms.skill_id',
      'guests.name as guest_name',
      'guests.email as guest_email',
      'skills.name as skill_name',
      'agent.uuid as agent_uuid',
      'agent.first_name as agent_first_name',
      'agent.last_name as agent_last_name',
      'agent.email as agent_email',
    ])
    .orderBy('rooms.created_at', 'desc')
    .orderBy('rooms.uuid', 'desc')
    .limit(filters.limit)
    .offset(filters.offset)
    .execute();
  const last = await lastMessages(
    db,
    rows.map((r) => r.uuid),
  );
  const config = await loadRoomConfiguration(db, viewer.companyId);
  const sessions = rows.map((r): SessionSearchResult => {
    const infos = (r.infos ?? {}) as Record<string, unknown>;
    const text = (key: string) =>
      typeof infos[key] === 'string' && infos[key] ? (infos[key] as string) : null;
    const agent = r.agent_uuid
      ? {
          uuid: r.agent_uuid,
          full_name: agentName({
            first_name: r.agent_first_name ?? '',
            last_name: r.agent_last_name ?? '',
            email: r.agent_email ?? '',
          }),
        }
      : null;
    const status = isRoomStatus(r.status) ? r.status : 'waiting';
    return {
      id: r.uuid,
      state: status,
      // A room transferred to an agent waits for them: they are its transferred agent, not its agent.
      agent: status === 'transferred' ? null : agent,
      transferred_agent: status === 'transferred' ? agent : null,
      created_at: new Date(r.created_at).toISOString(),
      guest_full_name: text('full_name') ?? text('name') ?? r.guest_name,
      guest_username: text('username') ?? r.guest_email,
      guest_idle: r.session_guest_idle,
      last_message: last.get(r.uuid) ?? null,
      last_waiting_time: iso(r.last_waiting),
      unread_message_count: r.unread_msg,
      skill: { id: r.skill_id, label: r.skill_name ?? '', alert_short_late: config.late.enabled },
      origin: text('origin'),
    };
  });
  return {
    sessions,
    total_sessions: Number(total),
    has_more: filters.offset + sessions.length < Number(total),
  };
}

/** The last visitor, agent or bot message of each room. */
async function lastMessages(db: Kysely<DB>, uuids: string[]) {
  const out = new Map<string, { rich_content: RichContent; created_at: string }>();
  if (!uuids.length) return out;
  const rows = await db
    .selectFrom('messages')
    .distinctOn('messages.room_uuid')
    .select(['messages.room_uuid', 'messages.rich_content', 'messages.created_at'])
    .where('messages.room_uuid', 'in', uuids)
    .where('messages.kind', 'in', ['visitor', 'agent', 'bot'])
    .orderBy('messages.room_uuid')
    .orderBy('messages.seq', 'desc')
    .execute();
  for (const r of rows)
    out.set(r.room_uuid, {
      rich_content: r.rich_content as RichContent,
      created_at: new Date(r.created_at).toISOString(),
    });
  return out;
}

/**
 * `POST /sessions/search` (spec 000 §7 "Guests and sessions"), mounted under /api/guests: console
 * users search the sessions of the rooms they may see.
 */
export const sessionSearchRoutes: ServicePlugin = async (app) => {
  app.post(
    '/sessions/search',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Searches the sessions of the rooms the caller can see.',
        description: 'Every filter is optional: without a body, lists everything the caller sees.',
        body: SearchBody,
        response: { 200: SessionSearchResponse },
      },
    },
    async (request) => searchSessions(app.db, await loadViewer(app.db, request.actor.user), request.body),
  );
};

/** Every filter is optional: a search without a body lists everything the caller sees. */
const SearchBody = v.pipe(v.optional(v.unknown(), {}), SessionSearchRequest);
