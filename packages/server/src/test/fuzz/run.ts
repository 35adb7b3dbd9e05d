import { AgentCommand, GuestCommand } from '@omnicanal/api';
import type { RunningServer } from '../../app.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { generateFrame, type SocketTemplates } from './frames.ts';
import { fuzzRoutes, type HttpFuzzReport } from './http-run.ts';
import { seeded } from './random.ts';
import { bodyRoutes } from './routes.ts';
import { fuzzSocket, type SocketFuzzReport } from './socket-run.ts';

/** The figures of a whole fuzz run. */
export interface FuzzReport {
  agent: SocketFuzzReport;
  guest: SocketFuzzReport;
  /** Events stored while only invalid, refused or read-only frames were sent (goal 0). */
  eventsStoredFromInvalidFrames: number;
  http: HttpFuzzReport;
  /** The server still answers after the run. */
  alive: boolean;
  socketsMs: number;
  httpMs: number;
}

async function post(base: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function signIn(base: string, email: string): Promise<string> {
  const { status, body } = await post(base, '/api/core/user/login', { email, password: DEMO_PASSWORD });
  if (status !== 200) throw new Error(`sign-in of ${email}: ${status} ${JSON.stringify(body)}`);
  return body.token as string;
}

const txt = (text: string) => ({ type: 'txt', text });
const slot = { start: '2030-01-01T10:00:00.000Z', end: '2030-01-01T10:30:00.000Z' };

/** The agents socket's commands, around the visitor's room `room`. */
function agentTemplates(room: string): SocketTemplates {
  return {
    schema: AgentCommand,
    valid: [
      { command: 'ping' },
      { command: 'resume', since: null },
      { command: 'get_rooms_list', status: 'waiting' },
      { command: 'get_rooms_list', status: 'closed', order_by: 'desc', offset: 0 },
      { command: 'get_room', uuid: room },
      { command: 'get_messages', room },
      { command: 'get_header_stats' },
    ],
    storing: [
      { command: 'send_message', room, rich_content: txt('fuzz'), client_id: 'fuzz-client-1' },
      { command: 'take_room', room },
      { command: 'close_room', room, extras: { reason: 'x' } },
      { command: 'transfer_room', room, skill: 1, to_agent: null },
      { command: 'block_room', room },
      { command: 'room_is_read', room },
      { command: 'crm_action', room, action: 'note', data: { a: 1 } },
      { command: 'room_event', room, kind: 'timeslots', data: { title: 't', slots: [slot] } },
      { command: 'pause', pause: true },
      { command: 'typing', room, active: true },
      { command: 'get_messages', room, lastevent: 'x', fromevent: null },
      { command: 'get_stats', interval: 'day' },
    ],
    refused: [
      { command: 'send_message', room: 'no-such-room', rich_content: txt('x'), client_id: 'fuzz-client-2' },
      // The visitor's room waits: nobody holds it, so no agent may write in it.
      { command: 'send_message', room, rich_content: txt('x'), client_id: 'fuzz-client-3' },
      { command: 'take_room', room: 'no-such-room' },
      { command: 'get_room', uuid: 'a\u0000b' },
      { command: 'close_room', room: 'no-such-room', extras: null },
      { command: 'room_event', room, kind: 'payment', data: { amount: 5, currency: 'EUR' } },
      { command: 'crm_action', room: 'no-such-room', action: 'x', data: {} },
      { command: 'typing', room, active: true },
    ],
  };
}

/** The visitors' socket's commands. */
function guestTemplates(): SocketTemplates {
  return {
    schema: GuestCommand,
    valid: [
      { command: 'ping' },
      { command: 'resume', since: null },
      { command: 'get_messages' },
      { command: 'typing', active: false },
    ],
    storing: [
      { command: 'send_message', rich_content: txt('fuzz'), client_id: 'fuzz-client-1' },
      {
        command: 'send_message',
        rich_content: { type: 'location', lat: 1, lng: 2, label: null },
        client_id: 'fuzz-client-4',
      },
      { command: 'idle', idle: true },
      {
        command: 'answer_room_event',
        invitation: 'no-such-card',
        kind: 'callback',
        data: { phone_number: '0600000000' },
      },
    ],
    refused: [
      {
        command: 'send_message',
        rich_content: { type: 'payment', amount: 1, currency: 'EUR' },
        client_id: 'fuzz-client-5',
      },
      {
        command: 'send_message',
        rich_content: { type: 'url', url: 'https://example.test/' },
        client_id: 'fuzz-client-6',
      },
      {
        command: 'send_message',
        rich_content: {
          type: 'file',
          url: 'https://example.test/a.png',
          name: 'a.png',
          mimetype: 'image/png',
        },
        client_id: 'fuzz-client-7',
      },
      { command: 'answer_room_event', invitation: 'no-such-card', kind: 'payment', data: { status: 'paid' } },
    ],
  };
}

async function storedEvents(server: RunningServer): Promise<number> {
  const row = await server.context.db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Fuzzes a running server seeded with the demo company: `frames` generated frames split between
 * the agents socket (the demo agent) and a visitor's socket, then `bodies` generated bodies over
 * every API route that takes one (signed in as the demo owner). Same seed, same run.
 */
export async function fuzzServer(
  server: RunningServer & { wsUrl(path: string, token: string): string },
  options: { frames: number; bodies: number; seed?: number },
): Promise<FuzzReport> {
  const r = seeded(options.seed ?? 15);
  const agentToken = await signIn(server.url, 'agent@demo.test');
  const session = await post(server.url, '/api/guests/sessions', { skill: 1, name: 'Fuzz' });
  if (session.status !== 201) throw new Error(`guest session: ${session.status}`);
  const guestToken = session.body.token as string;
  const room = (session.body.room as { uuid: string }).uuid;

  const agentT = agentTemplates(room);
  const guestT = guestTemplates();
  const half = Math.floor(options.frames / 2);
  const agentFrames = Array.from({ length: half }, () => generateFrame(r, agentT));
  const guestFrames = Array.from({ length: options.frames - half }, () => generateFrame(r, guestT));

  const before = await storedEvents(server);
  const socketsStarted = performance.now();
  const [agent, guest] = await Promise.all([
    fuzzSocket(server.wsUrl('/api/agents/ws', agentToken), agentFrames, {
      preface: [{ command: 'resume', since: null }],
    }),
    fuzzSocket(server.wsUrl('/api/guests/ws', guestToken), guestFrames, {
      preface: [{ command: 'resume', since: null }],
    }),
  ]);
  const eventsStoredFromInvalidFrames = (await storedEvents(server)) - before;
  const socketsMs = performance.now() - socketsStarted;
  const httpStarted = performance.now();

  await server.app.ready();
  const routes = bodyRoutes(server.app);
  const http = await fuzzRoutes(server.url, routes, options.bodies, r, () =>
    signIn(server.url, 'owner@demo.test'),
  );
  const httpMs = performance.now() - httpStarted;
  const alive = (await fetch(`${server.url}/api/config`)).status === 200;
  return { agent, guest, eventsStoredFromInvalidFrames, http, alive, socketsMs, httpMs };
}

const line = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');

/** The report as the bench prints it. */
export function formatFuzzReport(report: FuzzReport): string {
  const out: string[] = [];
  for (const [name, s] of [
    ['agents socket', report.agent],
    ['visitors socket', report.guest],
  ] as const) {
    const total = Object.values(s.sent).reduce((a, b) => a + b, 0);
    out.push(`${name}: ${total} frames sent (${line(s.sent)})`);
    out.push(`  answers: ${line(s.answers)}`);
    out.push(`  closed by the server: ${line(s.closes) || 'never'}`);
    out.push(`  server_error: ${s.serverErrorCount}`);
    for (const e of s.serverErrors.slice(0, 5)) out.push(`    ${e.message} <- ${e.frame}`);
  }
  out.push(`events stored from invalid frames: ${report.eventsStoredFromInvalidFrames}`);
  out.push(
    `sockets: ${(report.socketsMs / 1000).toFixed(1)} s; bodies: ${(report.httpMs / 1000).toFixed(1)} s`,
  );
  const h = report.http;
  out.push(
    `http: ${Object.values(h.sent).reduce((a, b) => a + b, 0)} bodies over ${h.routes} routes (${line(h.sent)})`,
  );
  out.push(`  statuses: ${line(h.statuses)}`);
  const perClass = Object.entries(h.elapsedMs).map(
    ([c, ms]) => [c, Math.round(ms / Math.max(1, h.sent[c as keyof typeof h.sent]))] as const,
  );
  out.push(`  mean time per body (ms): ${perClass.map(([c, ms]) => `${c} ${ms}`).join(', ')}`);
  out.push(`  500s: ${h.failureCount}; signed in again ${h.signIns} times`);
  for (const f of h.failures.slice(0, 10))
    out.push(`    ${f.status} ${f.method} ${f.path} [${f.cls}] ${f.body} -> ${f.answer}`);
  out.push(`server alive after the run: ${report.alive ? 'yes' : 'NO'}`);
  return out.join('\n');
}
