import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { api, type TestServer } from '../test/helpers.ts';

/** A conversation to seed, its instants as minutes after `created`. */
export interface SeedRoom {
  company: number;
  skill: number;
  created: string;
  agent?: number;
  status?: 'waiting' | 'running' | 'closed' | 'late';
  taken?: number;
  closed?: number;
  visitor?: number[];
  agentSays?: number[];
  satisfaction?: unknown;
  reasons?: { ids: number[]; labels: string[] };
}

let serial = 10_000;
const plus = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000);

/**
 * Writes one conversation straight into the real tables (guest, room, messages, contact reasons),
 * so a statistics test knows every instant to the second.
 */
export async function seedRoom(db: Kysely<DB>, r: SeedRoom): Promise<string> {
  serial += 1;
  const guest = await db
    .insertInto('guests')
    .values({ uuid: randomUUID(), company_id: r.company, name: `Visitor ${serial}` } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const uuid = randomUUID();
  const created = new Date(r.created);
  await db
    .insertInto('rooms')
    .values({
      uuid,
      company_id: r.company,
      skill_id: r.skill,
      guest_id: guest.id,
      status: r.status ?? (r.closed !== undefined ? 'closed' : r.taken !== undefined ? 'running' : 'waiting'),
      agent_id: r.agent ?? null,
      guest_token_hash: randomUUID(),
      infos: JSON.stringify(r.satisfaction === undefined ? {} : { satisfaction: r.satisfaction }),
      session_group_integer_id: serial,
      session_group_id: randomUUID(),
      list_time: created,
      last_waiting: created,
      last_running: r.taken === undefined ? null : plus(r.created, r.taken),
      last_closed: r.closed === undefined ? null : plus(r.created, r.closed),
      created_at: created,
    } as never)
    .execute();
  let seq = serial * 100;
  const says = async (kind: 'visitor' | 'agent', at: number) =>
    db
      .insertInto('messages')
      .values({
        uuid: randomUUID(),
        room_uuid: uuid,
        company_id: r.company,
        seq: seq++,
        kind,
        rich_content: JSON.stringify({ text: kind }),
        created_at: plus(r.created, at),
      } as never)
      .execute();
  for (const at of r.visitor ?? []) await says('visitor', at);
  for (const at of r.agentSays ?? []) await says('agent', at);
  if (r.reasons)
    await db
      .insertInto('contact_reason_events')
      .values({
        company_id: r.company,
        room_uuid: uuid,
        user_id: r.agent ?? null,
        comment: '',
        contact_reasons: JSON.stringify(r.reasons.ids),
        labels: JSON.stringify(r.reasons.labels),
        customer: null,
      } as never)
      .execute();
  return uuid;
}

/** A bot conversation: its session and the nodes it went through, a minute apart. */
export async function seedBotSession(
  db: Kysely<DB>,
  s: { company: number; skill: number; created: string; handedOff?: number; nodes: string[] },
): Promise<string> {
  serial += 1;
  const guest = await db
    .insertInto('guests')
    .values({ uuid: randomUUID(), company_id: s.company, name: `Visitor ${serial}` } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const uuid = randomUUID();
  await db
    .insertInto('bot_sessions')
    .values({
      uuid,
      company_id: s.company,
      skill_id: s.skill,
      guest_id: guest.id,
      bot_id: 'demo',
      channel: 'web',
      guest_token_hash: randomUUID(),
      session_group_integer_id: serial,
      infos: '{}',
      owner: s.handedOff === undefined ? 'bot' : 'queue',
      state: '{}',
      created_at: new Date(s.created),
      handed_off_at: s.handedOff === undefined ? null : plus(s.created, s.handedOff),
    } as never)
    .execute();
  for (const [i, node] of s.nodes.entries())
    await db
      .insertInto('bot_steps')
      .values({
        session: uuid,
        company_id: s.company,
        bot: 'demo',
        tree: 'main',
        node,
        action: 'message',
        at: plus(s.created, i),
        author: 'bot',
      } as never)
      .execute();
  return uuid;
}

/**
 * `get` and `ok` over a test server's API under `base`, as the statistics tests read their calls:
 * `get` answers the status, body and headers; `ok` the body of a 200, failing with the answer
 * otherwise. `server` and `tokens` are read at each call (they are set in the file's `before`).
 */
export function statsReader<Who extends string>(
  server: () => TestServer,
  tokens: () => Record<Who, string>,
  reader: NoInfer<Who>,
  base = '',
) {
  const get = async <T>(path: string, who: Who = reader) => {
    const res = await api(server().url, `${base}${path}`, { token: tokens()[who] });
    return { status: res.status, body: res.body as unknown as T, headers: res.headers, res };
  };
  const ok = async <T>(path: string) => {
    const res = await get<T>(path);
    assert.equal(res.status, 200, `${path}: ${JSON.stringify(res.body)}`);
    return res.body;
  };
  return { get, ok };
}
