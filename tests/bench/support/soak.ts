import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_PASSWORD } from '@omnicanal/server';
import pg from 'pg';
import { WebSocket as NodeWebSocket } from 'ws';
import type { Cluster } from './cluster.ts';
import { Agent, type ClientOptions, type Received, type Sent, Visitor } from './soak-clients.ts';
import { percentile } from './stats.ts';

/**
 * The chaos soak (issue 15 §8): visitors and agents converse through the cluster's proxy while
 * sockets are dropped at random, agents go offline and come back, and one instance is killed and
 * restarted. At the end every message must be stored once and have reached both sides once, in
 * the room's order, and every room must read the same from each instance.
 */

export interface SoakScale {
  visitors: number;
  agents: number;
  /** Messages each visitor writes; each is answered by the room's agent. */
  messages: number;
  /** Random socket drops over the run (visitors' and agents' sockets alike). */
  drops: number;
  /** Agents going offline for a while, then online again. */
  toggles: number;
  /** Whether one instance is killed and restarted mid-run. */
  kill: boolean;
  /** A visitor's pause between two messages, min and max (ms): a human pace. */
  paceMs: readonly [number, number];
  /** The clients' delay before reconnecting after a drop. */
  reconnectMs: number;
}

/** `npm run bench`: the figures. */
export const FULL_SCALE: SoakScale = {
  visitors: 50,
  agents: 10,
  messages: 20,
  drops: 1_000,
  toggles: 40,
  kill: true,
  paceMs: [1_000, 3_000],
  reconnectMs: 250,
};

/** The suite's version: the same chaos, small enough for a server test. */
export const SHORT_SCALE: SoakScale = {
  visitors: 6,
  agents: 3,
  messages: 6,
  drops: 40,
  toggles: 4,
  kill: true,
  paceMs: [150, 450],
  reconnectMs: 100,
};

const ENV_KEYS = {
  visitors: 'SOAK_VISITORS',
  agents: 'SOAK_AGENTS',
  messages: 'SOAK_MESSAGES',
  drops: 'SOAK_DROPS',
  toggles: 'SOAK_TOGGLES',
  reconnectMs: 'SOAK_RECONNECT_MS',
} as const;

/**
 * `base` with what the environment overrides: SOAK_VISITORS, SOAK_AGENTS, SOAK_MESSAGES,
 * SOAK_DROPS, SOAK_TOGGLES, SOAK_RECONNECT_MS, SOAK_PACE_MS ("min,max"), SOAK_KILL (0 or 1).
 */
export function scaleFromEnv(base: SoakScale, env: NodeJS.ProcessEnv = process.env): SoakScale {
  const scale = { ...base };
  for (const [key, name] of Object.entries(ENV_KEYS) as [keyof typeof ENV_KEYS, string][]) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    const number = Number(value);
    if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number: ${value}`);
    scale[key] = number;
  }
  if (env.SOAK_PACE_MS) {
    const [min, max] = env.SOAK_PACE_MS.split(',').map(Number);
    if (!Number.isFinite(min) || !Number.isFinite(max) || (min as number) > (max as number))
      throw new Error(`SOAK_PACE_MS must be "min,max" in ms: ${env.SOAK_PACE_MS}`);
    scale.paceMs = [min as number, max as number];
  }
  if (env.SOAK_KILL) scale.kill = env.SOAK_KILL !== '0';
  if (scale.visitors < 1 || scale.agents < 1 || scale.messages < 1)
    throw new Error('the soak needs at least one visitor, one agent and one message');
  return scale;
}

export interface SoakFigures {
  scale: SoakScale;
  seconds: number;
  /** Messages the visitors and agents sent. */
  sent: number;
  /** Sent and never stored, or stored and missing on a side that should have it. */
  lost: number;
  /** Stored twice, or received twice by one side. */
  duplicated: number;
  /** Rooms where a side received the messages in another order than the room's. */
  outOfOrder: number;
  /** Rooms whose state or messages read differently from one instance to the other. */
  roomsDiffering: number;
  drops: number;
  toggles: number;
  killed: boolean;
  /** Each reconnection's catch-up: socket opened to resume answered (ms). */
  catchUp: number[];
  /**
   * The machine's state during the run, to read the catch-up times with: round trips of a trivial
   * query to the database (ms) and this process's event-loop delay (ms), sampled.
   */
  dbRoundTrip: number[];
  loopDelay: { p50: number; p99: number };
  /** What went wrong, a line each (empty when all holds). */
  problems: string[];
}

/**
 * How long the end of the run waits for answers and deliveries before it reports them missing:
 * generous, as a shared machine can slow every round trip tenfold.
 */
const SETTLE_MS = 180_000;

const random = (min: number, max: number) => min + Math.random() * (max - min);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

async function http<T>(base: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

const login = async (base: string, email: string) =>
  (await http<{ token: string }>(base, '/api/core/user/login', { email, password: DEMO_PASSWORD })).token;

/** Demo users who work the Sales queue; more agents are invited next to them. */
const DEMO_SALES = ['admin@demo.test', 'manager@demo.test', 'agent2@demo.test'];

/**
 * The agents' addresses: the demo's Sales agents, then invited ones. An invitation is accepted by
 * giving the account the demo password directly: the mail round trip is not what the soak tests.
 */
async function agentEmails(
  cluster: Cluster,
  db: pg.Client,
  adminToken: string,
  skill: number,
  count: number,
) {
  const emails = DEMO_SALES.slice(0, count);
  for (let i = emails.length; i < count; i++) {
    const email = `soak-agent-${i}@demo.test`;
    await http(
      cluster.url,
      '/api/core/agents/',
      {
        email,
        first_name: 'Soak',
        last_name: `Agent ${i}`,
        user_role: 'agent',
        skills: [{ id: skill, auto_allocation: false }],
      },
      adminToken,
    );
    emails.push(email);
  }
  await db.query(
    `update users set password_hash = (select password_hash from users where email = 'agent2@demo.test'),
       invitation_pending = false, has_confirm_email = true, max_rooms = 1000
     where email = any($1)`,
    [emails],
  );
  return emails;
}

/** Resolves when `condition` holds, or after `timeoutMs` (answering whether it held). */
async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) return false;
    await sleep(50);
  }
  return true;
}

async function settleAll<T>(promises: Promise<T>[], timeoutMs: number): Promise<boolean> {
  const all = Promise.all(promises).then(() => true);
  return Promise.race([all, sleep(timeoutMs).then(() => false)]);
}

interface StoredMessage {
  uuid: string;
  room_uuid: string;
  kind: string;
  client_id: string | null;
}

/** The messages of `rooms` in the database, each room in its order. */
async function storedMessages(db: pg.Client, rooms: string[]): Promise<Map<string, StoredMessage[]>> {
  const { rows } = await db.query<StoredMessage>(
    'select uuid, room_uuid, kind, client_id from messages where room_uuid = any($1) order by seq',
    [rooms],
  );
  const byRoom = new Map<string, StoredMessage[]>(rooms.map((room) => [room, []]));
  for (const row of rows) byRoom.get(row.room_uuid)?.push(row);
  return byRoom;
}

/**
 * Compares what one side received for a room with the room's stored messages (`expected`, in
 * order): missing ones, ones received twice, and whether the order held.
 */
function compareSide(received: readonly Received[], room: string, expected: readonly string[]) {
  const got = received.filter((r) => r.message.room === room).map((r) => r.message.event);
  const seen = new Set<string>();
  let duplicated = 0;
  for (const id of got) {
    if (seen.has(id)) duplicated++;
    seen.add(id);
  }
  const missing = expected.filter((id) => !seen.has(id)).length;
  const once = [...seen];
  const inOrder = once.length === expected.length && once.every((id, i) => id === expected[i]);
  return { missing, duplicated, inOrder, complete: missing === 0 };
}

/** A direct agents socket to one instance, for the final reads. */
async function directSocket(instanceUrl: string, token: string) {
  const ws = new NodeWebSocket(`${instanceUrl.replace(/^http/, 'ws')}/api/agents/ws?token=${token}`);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let next = 0;
  const waiting = new Map<string, (frame: { type: string; data?: unknown }) => void>();
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as { type: string; id?: string; data?: unknown };
    if (frame.id && waiting.has(frame.id)) waiting.get(frame.id)?.(frame);
  });
  return {
    call(command: string, payload: Record<string, unknown>): Promise<{ type: string; data?: unknown }> {
      const id = `q${++next}`;
      ws.send(JSON.stringify({ command, id, ...payload }));
      return new Promise((resolve) => waiting.set(id, resolve));
    },
    close: () => ws.close(),
  };
}

/** Every room read through each instance: the room and its messages must be the same. */
async function roomsDiffering(cluster: Cluster, token: string, rooms: string[], problems: string[]) {
  const sockets = await Promise.all(cluster.instances.map((instance) => directSocket(instance.url, token)));
  let differing = 0;
  try {
    for (const room of rooms) {
      const views = await Promise.all(
        sockets.map(async (socket) => {
          const state = await socket.call('get_room', { uuid: room });
          const messages = await socket.call('get_messages', { room });
          if (state.type !== 'response' || messages.type !== 'response') return null;
          return JSON.stringify([state.data, messages.data]);
        }),
      );
      // A refusal counts as a difference, even when every instance refuses alike.
      if (views.some((view) => view === null || view !== views[0])) {
        differing++;
        problems.push(`room ${room} reads differently from the instances`);
      }
    }
  } finally {
    for (const socket of sockets) socket.close();
  }
  return differing;
}

/** Runs the soak on a started cluster and answers its figures (it never throws on a finding). */
export async function runSoak(
  cluster: Cluster,
  scale: SoakScale,
  log: (line: string) => void = () => undefined,
): Promise<SoakFigures> {
  const started = performance.now();
  const problems: string[] = [];
  const catchUp: number[] = [];
  const options: ClientOptions = {
    wsBase: cluster.url.replace(/^http/, 'ws'),
    reconnectMs: scale.reconnectMs,
    onCatchUp: (ms) => catchUp.push(ms),
  };
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  const dbRoundTrip: number[] = [];
  const probe = new pg.Client({ connectionString: cluster.databaseUrl });
  await probe.connect();
  let probing = true;
  const probes = (async () => {
    while (probing) {
      const t0 = performance.now();
      await probe.query('select 1');
      dbRoundTrip.push(performance.now() - t0);
      await sleep(250);
    }
  })();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const agents: Agent[] = [];
  const visitors: Visitor[] = [];
  try {
    const { rows } = await db.query<{ id: number }>("select id from skills where name = 'Sales'");
    const skill = rows[0]?.id;
    if (skill === undefined) throw new Error('the demo company has no Sales skill');
    const adminToken = await login(cluster.url, 'admin@demo.test');
    const emails = await agentEmails(cluster, db, adminToken, skill, scale.agents);
    const [minPace, maxPace] = scale.paceMs;
    for (const [i, email] of emails.entries()) {
      const token = await login(cluster.url, email);
      agents.push(
        new Agent(`agent${i}`, token, { ...options, replyDelay: () => random(minPace, maxPace) / 4 }),
      );
    }
    await until(() => agents.every((a) => a.chaos.open), 10_000);
    log(`${agents.length} agents connected; opening ${scale.visitors} conversations`);

    for (let v = 0; v < scale.visitors; v++) {
      const session = await http<{ token: string; room: { uuid: string; status: string }; last_seq: number }>(
        cluster.url,
        '/api/guests/sessions',
        { skill, language: 'fr' },
      );
      visitors.push(new Visitor(`visitor${v}`, session, options));
    }
    await until(() => visitors.every((v) => v.chaos.open), 10_000);

    // The conversations: each visitor writes at a human pace; its agent takes the room soon after.
    const expectedMs = scale.messages * ((minPace + maxPace) / 2);
    const takes = visitors.map(async (visitor, v) => {
      await sleep(random(0, minPace));
      await (agents[v % agents.length] as Agent).take(visitor.room);
    });
    const talks = visitors.map(async (visitor) => {
      for (let i = 0; i < scale.messages; i++) {
        await sleep(random(minPace, maxPace));
        visitor.send(`${visitor.name} #${i}`);
      }
    });

    // The chaos, spread over the conversations.
    const clients = [...visitors.map((v) => v.chaos), ...agents.map((a) => a.chaos)];
    let drops = 0;
    const dropping = (async () => {
      const every = expectedMs / Math.max(1, scale.drops);
      while (drops < scale.drops) {
        await sleep(every);
        // A drop hits a live, resumed socket: each one is a full reconnection with a catch-up.
        const live = clients.filter((client) => client.open);
        if (live.length > 0 && pick(live).drop()) drops++;
      }
    })();
    let toggles = 0;
    const toggling = (async () => {
      const every = expectedMs / Math.max(1, scale.toggles + 1);
      while (toggles < scale.toggles) {
        await sleep(every);
        const agent = pick(agents.filter((a) => !a.chaos.offline));
        if (!agent) continue;
        toggles++;
        agent.chaos.goOffline();
        void sleep(random(every / 2, every)).then(() => agent.chaos.online());
      }
    })();
    let killed = false;
    const killing = (async () => {
      if (!scale.kill || cluster.instances.length < 2) return;
      await sleep(expectedMs * 0.4);
      const instance = pick(cluster.instances);
      log(`killing instance ${instance.index}`);
      await instance.kill();
      killed = true;
      await sleep(Math.min(2_000, expectedMs * 0.1));
      await instance.restart();
      log(`instance ${instance.index} restarted`);
    })();

    await Promise.all([...takes, ...talks, dropping, toggling, killing]);
    // Agents come back before the end: an offline agent's answers wait in its outbox.
    await until(() => agents.every((a) => !a.chaos.offline), 10_000);
    log(`conversations written (${drops} drops, ${toggles} offline toggles); waiting for the answers`);

    // The visitors' messages are stored, have reached their agents, and have been answered.
    const visitorSent = visitors.flatMap((v) => v.sent);
    if (
      !(await settleAll(
        visitorSent.map((s) => s.done),
        SETTLE_MS,
      ))
    )
      problems.push('some visitor sends were never answered');
    const stored = await Promise.all(
      visitors.map(async (v) =>
        (await Promise.all(v.sent.map((s) => s.done))).flatMap((m) => (m ? [m.event] : [])),
      ),
    );
    const ownerOf = (v: number) => agents[v % agents.length] as Agent;
    const delivered = () =>
      stored.every((events, v) => {
        const got = new Set(ownerOf(v).received.map((r) => r.message.event));
        return events.every((event) => got.has(event));
      });
    await until(delivered, SETTLE_MS);
    if (!(await until(() => agents.every((a) => a.unanswered() === 0), SETTLE_MS)))
      problems.push('some agents did not send all their answers');
    const allSent = (): Sent[] => [...visitors.flatMap((v) => v.sent), ...agents.flatMap((a) => a.sent)];
    if (
      !(await settleAll(
        allSent().map((s) => s.done),
        SETTLE_MS,
      ))
    )
      problems.push('some sends were never answered');
    const sent = allSent();
    // Every visitor message got its answer: the agent saw it, whatever happened to its socket.
    const answers = new Set(agents.flatMap((a) => a.sent.map((s) => s.text.slice(s.text.indexOf('→ ') + 2))));
    for (const s of visitors.flatMap((v) => v.sent))
      if (!answers.has(s.text)) problems.push(`"${s.text}" was never answered by its agent`);
    const acknowledged = await Promise.all(sent.map((s) => s.done));
    const failed = acknowledged.filter((m) => m === null).length;
    if (failed > 0) problems.push(`${failed} sends failed`);

    // Both sides converge on what is stored; then they are compared with it.
    const rooms = visitors.map((v) => v.room);
    let roomMessages = await storedMessages(db, rooms);
    const visibleToVisitor = (m: StoredMessage) => m.kind !== 'smartcoaching';
    const converged = () =>
      visitors.every(
        (visitor, v) =>
          compareSide(
            visitor.received,
            visitor.room,
            (roomMessages.get(visitor.room) ?? []).filter(visibleToVisitor).map((m) => m.uuid),
          ).complete &&
          compareSide(
            ownerOf(v).received,
            visitor.room,
            (roomMessages.get(visitor.room) ?? []).map((m) => m.uuid),
          ).complete,
      );
    await until(converged, SETTLE_MS);
    roomMessages = await storedMessages(db, rooms);

    let lost = 0;
    let duplicated = 0;
    let outOfOrder = 0;
    const storedClientIds = new Map<string, number>();
    for (const list of roomMessages.values())
      for (const m of list)
        if (m.client_id) storedClientIds.set(m.client_id, (storedClientIds.get(m.client_id) ?? 0) + 1);
    for (const s of sent) {
      const count = storedClientIds.get(s.clientId) ?? 0;
      if (count === 0) {
        lost++;
        problems.push(`"${s.text}" was sent and not stored`);
      }
      if (count > 1) {
        duplicated += count - 1;
        problems.push(`"${s.text}" was stored ${count} times`);
      }
    }
    for (const [v, visitor] of visitors.entries()) {
      const list = roomMessages.get(visitor.room) ?? [];
      const sides = [
        {
          who: visitor.name,
          side: compareSide(
            visitor.received,
            visitor.room,
            list.filter(visibleToVisitor).map((m) => m.uuid),
          ),
        },
        {
          who: ownerOf(v).name,
          side: compareSide(
            ownerOf(v).received,
            visitor.room,
            list.map((m) => m.uuid),
          ),
        },
      ];
      for (const { who, side } of sides) {
        lost += side.missing;
        duplicated += side.duplicated;
        if (side.missing)
          problems.push(`${who} is missing ${side.missing} message(s) of room ${visitor.room}`);
        if (side.duplicated)
          problems.push(`${who} received ${side.duplicated} message(s) of room ${visitor.room} twice`);
        if (!side.inOrder && !side.missing && !side.duplicated) {
          outOfOrder++;
          problems.push(`${who} received the messages of room ${visitor.room} out of order`);
        }
      }
    }

    const differing = await roomsDiffering(cluster, adminToken, rooms, problems);
    // Each side's last known state of the room is the stored one.
    const { rows: statuses } = await db.query<{ uuid: string; status: string }>(
      'select uuid, status from rooms where uuid = any($1)',
      [rooms],
    );
    const statusOf = new Map(statuses.map((r) => [r.uuid, r.status]));
    for (const [v, visitor] of visitors.entries()) {
      const status = statusOf.get(visitor.room);
      if (visitor.status !== status)
        problems.push(`${visitor.name} sees its room ${visitor.status}, it is ${status}`);
      const seen = ownerOf(v).statuses.get(visitor.room);
      if (seen !== status)
        problems.push(`${ownerOf(v).name} sees room ${visitor.room} ${seen}, it is ${status}`);
    }

    return {
      scale,
      seconds: (performance.now() - started) / 1000,
      sent: sent.length,
      lost,
      duplicated,
      outOfOrder,
      roomsDiffering: differing,
      drops,
      toggles,
      killed,
      catchUp,
      dbRoundTrip,
      loopDelay: { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6 },
      problems,
    };
  } finally {
    loop.disable();
    probing = false;
    await probes;
    for (const client of [...visitors, ...agents]) client.chaos.close();
    await Promise.all([db.end(), probe.end()]);
  }
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'n/a');

/** The figures as the issue asks for them, one per line. */
export function describeFigures(f: SoakFigures): string[] {
  const p99 = percentile(f.catchUp, 0.99);
  return [
    `${f.scale.visitors} visitors, ${f.scale.agents} agents, two instances behind a round-robin proxy, ${f.seconds.toFixed(1)} s`,
    `chaos: ${f.drops} socket drops, ${f.toggles} agent offline/online toggles, ${f.killed ? 'one instance killed and restarted' : 'no instance killed'}`,
    `messages sent: ${f.sent}`,
    `lost: ${f.lost} (goal 0)`,
    `duplicated: ${f.duplicated} (goal 0)`,
    `rooms out of order: ${f.outOfOrder}; rooms reading differently per instance: ${f.roomsDiffering}`,
    `catch-up after ${f.catchUp.length} reconnections: p50 ${ms(percentile(f.catchUp, 0.5))}, p99 ${ms(p99)} (goal p99 ≤ 1000 ms)${p99 > 1_000 ? ' — over the goal' : ''}`,
    `machine during the run: database round trip (select 1) p50 ${ms(percentile(f.dbRoundTrip, 0.5))}, p99 ${ms(percentile(f.dbRoundTrip, 0.99))}; event-loop delay p50 ${ms(f.loopDelay.p50)}, p99 ${ms(f.loopDelay.p99)}; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
  ];
}
