import { MESSAGING_EVENT_KINDS } from '@omnicanal/api';
import { botAnswerUnderstood } from '@omnicanal/core';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { agentName, type StatsFilter, skillsIn } from './conversations.ts';
import type { ExportTable } from './exports.ts';

/*
 * The exports of spec 002 §7 that list records one by one rather than figures: the bot's answers
 * (`df-results`), the session events and the smart coaching events. The spec names no columns:
 * they are the records' own fields, instants in UTC (ISO 8601), one row per record, oldest first.
 */

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** The rows of `df-results`: one per visitor answer to the bot. */
export const BOT_ANSWER_COLUMNS = [
  'at',
  'session',
  'skill',
  'tree',
  'node',
  'node_action',
  'answer',
  'result_node',
  'result_action',
  'understood',
] as const;

/**
 * Every answer a visitor gave a bot in the conversations the bot started in the range (as the bot
 * dashboards count them): the node the bot asked at, the words, the bot's first step after it and
 * whether it understood (`botAnswerUnderstood`). The agent filter does not apply to a bot.
 */
export async function botAnswersTable(db: Kysely<DB>, f: StatsFilter): Promise<ExportTable> {
  const { rows } = await sql<Record<string, unknown>>`
    select v.at, v.session, skills.name as skill, v.tree, v.node, v.action,
      coalesce(v.content ->> 'text', v.answer) as words,
      r.node as result_node, r.action as result_action, (nv.node = v.node) as asked_again
    from bot_steps v
    join bot_sessions s on s.uuid = v.session
    join skills on skills.id = s.skill_id
    left join lateral (
      select n.id, n.node from bot_steps n
      where n.session = v.session and n.id > v.id and n.author = 'visitor' order by n.id limit 1
    ) nv on true
    left join lateral (
      select b.node, b.action from bot_steps b
      where b.session = v.session and b.id > v.id and b.author <> 'visitor' and b.node is not null
        and (nv.id is null or b.id < nv.id)
      order by b.id limit 1
    ) r on true
    where s.company_id = ${f.companyId} and v.company_id = ${f.companyId}
      and s.created_at >= ${f.range.from} and s.created_at < ${f.range.to}
      ${f.skill ? sql`and s.skill_id = ${f.skill}` : sql``}
      ${skillsIn(f, sql.ref('s.skill_id'))}
      and v.author = 'visitor' and v.node is not null
    order by v.at, v.id`.execute(db);
  return {
    header: BOT_ANSWER_COLUMNS,
    rows: rows.map((r) => {
      const resultAction = text(r.result_action);
      const understood = botAnswerUnderstood({ resultAction, askedAgain: r.asked_again === true });
      return [
        iso(r.at),
        text(r.session),
        text(r.skill),
        text(r.tree),
        text(r.node),
        text(r.action),
        text(r.words),
        text(r.result_node),
        resultAction,
        understood ? 'yes' : 'no',
      ];
    }),
  };
}

/** The rows of `export-events`: one per session event of the room logs. */
export const SESSION_EVENT_COLUMNS = ['event', 'at', 'kind', 'session', 'skill', 'guest', 'author'] as const;

/**
 * The session events (taken, closed, auto-closed, transferred…; spec 000 §3) written in the range
 * in the company's rooms, with the skill and agent filters on their room.
 */
export async function sessionEventsTable(db: Kysely<DB>, f: StatsFilter): Promise<ExportTable> {
  const { rows } = await sql<Record<string, unknown>>`
    select m.uuid, m.created_at, m.rich_content ->> 'text' as kind, rooms.uuid as session,
      skills.name as skill, guests.uuid as guest, m.author ->> 'name' as author
    from messages m
    join rooms on rooms.uuid = m.room_uuid
    join skills on skills.id = rooms.skill_id
    join guests on guests.id = rooms.guest_id
    where m.company_id = ${f.companyId} and rooms.company_id = ${f.companyId} and m.kind = 'event'
      and m.rich_content ->> 'text' in (${sql.join(MESSAGING_EVENT_KINDS.map((k) => sql`${k}`))})
      and m.created_at >= ${f.range.from} and m.created_at < ${f.range.to}
      ${f.skill ? sql`and rooms.skill_id = ${f.skill}` : sql``}
      ${skillsIn(f, sql.ref('rooms.skill_id'))}
      ${f.agent ? sql`and rooms.agent_id = (select id from users where uuid = ${f.agent} and company_id = ${f.companyId})` : sql``}
    order by m.created_at, m.seq`.execute(db);
  return {
    header: SESSION_EVENT_COLUMNS,
    rows: rows.map((r) => [
      text(r.uuid),
      iso(r.created_at),
      text(r.kind),
      text(r.session),
      text(r.skill),
      text(r.guest),
      text(r.author),
    ]),
  };
}

/** The rows of `export-smartcoaching-events`: one per visitor message smart coaching answered. */
export const SMARTCOACHING_EVENT_COLUMNS = [
  'event',
  'at',
  'session',
  'skill',
  'agent',
  'provider',
  'message',
  'suggestions',
  'used_suggestion',
  'final_text',
  'responded_at',
] as const;

/**
 * The smart coaching events of the range: the visitor's message, how many suggestions were
 * offered, which one the agent used (its index as offered, empty when none) and what was sent.
 * The agent filter is the agent the suggestions were made for.
 */
export async function smartcoachingEventsTable(db: Kysely<DB>, f: StatsFilter): Promise<ExportTable> {
  const { rows } = await sql<Record<string, unknown>>`
    select e.id, e.created_at, e.room_uuid, skills.name as skill, u.first_name, u.last_name, u.email,
      e.provider, e.text, jsonb_array_length(e.suggestions) as suggestions, e.response_index,
      e.final_text, e.responded_at
    from smartcoaching_events e
    join rooms on rooms.uuid = e.room_uuid
    join skills on skills.id = rooms.skill_id
    left join users u on u.id = e.user_id
    where e.company_id = ${f.companyId} and rooms.company_id = ${f.companyId}
      and e.created_at >= ${f.range.from} and e.created_at < ${f.range.to}
      ${f.skill ? sql`and rooms.skill_id = ${f.skill}` : sql``}
      ${skillsIn(f, sql.ref('rooms.skill_id'))}
      ${f.agent ? sql`and u.uuid = ${f.agent} and u.company_id = ${f.companyId}` : sql``}
    order by e.created_at, e.id`.execute(db);
  return {
    header: SMARTCOACHING_EVENT_COLUMNS,
    rows: rows.map((r) => [
      text(r.id),
      iso(r.created_at),
      text(r.room_uuid),
      text(r.skill),
      r.email === null && r.first_name === null ? null : agentName(r as Parameters<typeof agentName>[0]),
      text(r.provider),
      text(r.text),
      Number(r.suggestions ?? 0),
      r.response_index === null ? null : Number(r.response_index),
      text(r.final_text),
      iso(r.responded_at),
    ]),
  };
}

/** The rows of the second stats service's `/stats/export`: one per workchain run. */
export const WORKCHAIN_RUN_COLUMNS = [
  'run',
  'workchain',
  'owner_type',
  'skill',
  'session',
  'status',
  'started_at',
  'ended_at',
] as const;

/**
 * The workchain runs started in the range (migration 0042), with the skill filter; the agent filter
 * does not apply (a workchain runs for a conversation, not an agent). Until the automation area
 * runs workchains, the export holds its header only.
 */
export async function workchainRunsTable(db: Kysely<DB>, f: StatsFilter): Promise<ExportTable> {
  const rows = await db
    .selectFrom('workchain_runs as w')
    .leftJoin('skills', 'skills.id', 'w.skill_id')
    .select([
      'w.id',
      'w.workchain_id',
      'w.owner_type',
      'skills.name as skill',
      'w.room_uuid',
      'w.status',
      'w.started_at',
      'w.ended_at',
    ])
    .where('w.company_id', '=', f.companyId)
    .where('w.started_at', '>=', f.range.from)
    .where('w.started_at', '<', f.range.to)
    .$if(Boolean(f.skill), (q) => q.where('w.skill_id', '=', f.skill as number))
    .$if(Boolean(f.skills), (q) =>
      f.skills?.length ? q.where('w.skill_id', 'in', [...(f.skills ?? [])]) : q.where(sql<boolean>`false`),
    )
    .orderBy('w.started_at')
    .orderBy('w.id')
    .execute();
  return {
    header: WORKCHAIN_RUN_COLUMNS,
    rows: rows.map((r) => [
      Number(r.id),
      r.workchain_id,
      r.owner_type,
      r.skill,
      r.room_uuid,
      r.status,
      iso(r.started_at),
      iso(r.ended_at),
    ]),
  };
}
