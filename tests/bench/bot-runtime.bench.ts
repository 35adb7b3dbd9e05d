/**
 * Bot runtime benchmark (`npm run bench`): visitors walking a 200-node bot at once on PGlite. The
 * demo Sales skill gets a generated bot (./support/generate-bot.ts: buttons, inputs, load
 * balancers, jumps, hand-offs); each visitor opens a conversation, then answers what the bot waits
 * on (a button pick, or text for an input) until the bot hands off, and opens a new one. A step's
 * answer time runs from the visitor's command to its answer, which the server sends after the
 * bot's lines and prompt. In the same run, visitors of a skill without a bot send plain messages
 * at the same rate: the ratio of the two p99s is the figure that survives a noisy machine.
 * Printed against the goal (step answer p99 ≤ 30 ms), never asserted.
 *
 * Scale (environment): BENCH_VISITORS (1000), BENCH_RATE steps/s (100), BENCH_SECONDS (15),
 * BENCH_NODES (200). A quick run: BENCH_VISITORS=100 BENCH_RATE=20 BENCH_SECONDS=5.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { toWire } from '@omnicanal/core/bot';
import WebSocket from 'ws';
import { generateBot } from './support/generate-bot.ts';
import { pooled } from './support/load.ts';
import type { ServerReady, ServerStats } from './support/realtime-server.ts';
import { forkChild, reply, signIn, stopChild } from './support/server-child.ts';
import { percentile } from './support/stats.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const VISITORS = env('BENCH_VISITORS', 1000);
const RATE = env('BENCH_RATE', 100);
const SECONDS = env('BENCH_SECONDS', 15);
const NODES = env('BENCH_NODES', 200);
const GOAL_P99 = 30;

interface Prompt {
  kind: 'buttons' | 'text';
  choices: { id: string }[];
}
interface Session {
  token: string;
  bot?: { prompt: Prompt | null } | null;
}

/** One visitor: a socket, what the bot waits on, and whether a command is on its way. */
interface Visitor {
  socket: WebSocket;
  prompt: Prompt | null;
  busy: boolean;
  pending: Map<string, (frame: { type: string }) => void>;
}

let ids = 0;
const clientId = () => `bench-${process.pid}-${++ids}`;

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Opens a conversation on `skill` and its socket; the bot's prompt comes with the session. */
async function visit(url: string, skill: number, visitor?: Visitor): Promise<Visitor> {
  const session = await post<Session>(`${url}/api/guests/sessions`, { skill, name: 'Bench' });
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/guests/ws?token=${session.token}`, {
    perMessageDeflate: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const current: Visitor = visitor ?? { socket, prompt: null, busy: false, pending: new Map() };
  current.socket = socket;
  current.prompt = session.bot?.prompt ?? null;
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as { type: string; id?: string; kind?: string; data?: unknown };
    if (frame.type === 'ping') socket.send('{"command":"pong"}');
    else if (frame.type === 'event' && frame.kind === 'bot_prompt')
      current.prompt = frame.data as Prompt | null;
    else if ((frame.type === 'response' || frame.type === 'error') && frame.id)
      current.pending.get(frame.id)?.(frame);
  });
  return current;
}

/** Sends a command and answers its response time in ms (fails on an error frame). */
function timed(visitor: Visitor, command: object): Promise<number> {
  const id = clientId();
  const started = performance.now();
  return new Promise((resolve, reject) => {
    visitor.pending.set(id, (frame) => {
      visitor.pending.delete(id);
      if (frame.type === 'error') reject(new Error(JSON.stringify(frame)));
      else resolve(performance.now() - started);
    });
    visitor.socket.send(JSON.stringify({ ...command, id }));
  });
}

/** The visitor's next step: a random button, or text for an input (matching or not). */
function step(visitor: Visitor): object {
  const prompt = visitor.prompt;
  const client_id = clientId();
  if (prompt?.kind === 'buttons' && prompt.choices.length > 0) {
    const choice = prompt.choices[Math.floor(Math.random() * prompt.choices.length)]?.id;
    return { command: 'pick_choice', choice, client_id };
  }
  const text = Math.random() < 0.5 ? `mot${Math.floor(Math.random() * NODES)}` : 'je ne sais pas';
  return { command: 'send_message', rich_content: { type: 'txt', text }, client_id };
}

/**
 * Runs `rate` commands a second for `seconds` over the visitors, each with at most one on its way;
 * `next` makes a visitor's command and `after` runs once it is answered. Answers the timings.
 */
async function drive(
  visitors: Visitor[],
  next: (v: Visitor) => object,
  after: (v: Visitor) => Promise<void>,
): Promise<{ times: number[]; skipped: number }> {
  const times: number[] = [];
  const inflight = new Set<Promise<void>>();
  let sent = 0;
  let skipped = 0;
  let cursor = 0;
  const started = performance.now();
  while (performance.now() - started < SECONDS * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * RATE);
    for (; sent < due; sent++) {
      let visitor: Visitor | undefined;
      for (let k = 0; k < visitors.length && !visitor; k++) {
        const candidate = visitors[(cursor + k) % visitors.length];
        if (candidate && !candidate.busy) {
          visitor = candidate;
          cursor = (cursor + k + 1) % visitors.length;
        }
      }
      if (!visitor) {
        skipped++;
        continue;
      }
      visitor.busy = true;
      const done = timed(visitor, next(visitor))
        .then(async (ms) => {
          times.push(ms);
          await after(visitor);
        })
        .finally(() => {
          visitor.busy = false;
          inflight.delete(done);
        });
      inflight.add(done);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(inflight);
  return { times, skipped };
}

const line = (name: string, times: number[]) =>
  `${name.padEnd(26)} n=${String(times.length).padStart(5)}  p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} ms  p99 ${percentile(times, 0.99).toFixed(1).padStart(6)} ms  max ${Math.max(
    ...times,
  )
    .toFixed(1)
    .padStart(6)} ms`;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'omnicanal-bench-bot-'));
  const proc = forkChild('realtime-server.ts', { BENCH_DATA_DIR: dir, BENCH_BOTS: '1' });
  try {
    const ready = await reply<ServerReady>(proc, 'ready');
    const manager = await signIn(ready.url, 'manager@demo.test');
    // The demo Sales skill gets the bot (Support's demo bot keeps its tree the widget entry point uses).
    const skills = (await (
      await fetch(`${ready.url}/api/core/skills/`, { headers: { authorization: `Bearer ${manager}` } })
    ).json()) as { id: number; name: string }[];
    const sales = skills.find((s) => s.name === 'Sales')?.id;
    if (!sales) throw new Error('the demo Sales skill is missing');
    const bot = toWire({ ...generateBot({ nodes: NODES }), identifier: 'main' });
    await post(`${ready.url}/api/bot/bot/${sales}/main/`, bot, manager);

    // Plain visitor messages first, on the second company's skill (no bot there).
    const plain = await pooled(VISITORS, 50, () => visit(ready.url, ready.other.skill));
    const message = () => ({
      command: 'send_message',
      rich_content: { type: 'txt', text: 'Bonjour' },
      client_id: clientId(),
    });
    const baseline = await drive(plain, message, async () => {});
    for (const v of plain) v.socket.close();

    const walkers = await pooled(VISITORS, 50, () => visit(ready.url, sales));
    await reply<object>(proc, 'reset', { type: 'reset', phase: 'bot' });
    let handoffs = 0;
    const walked = await drive(walkers, step, async (v) => {
      if (v.prompt !== null) return;
      // The bot handed off (or ended): this visitor starts a new conversation.
      handoffs++;
      v.socket.close();
      await visit(ready.url, sales, v);
    });
    const stats = await reply<ServerStats>(proc, 'stats', { type: 'stats' });
    for (const v of walkers) v.socket.close();

    const p99 = percentile(walked.times, 0.99);
    const base = percentile(baseline.times, 0.99);
    console.log(
      `\nBot runtime on PGlite: ${VISITORS} visitors, ${NODES}-node bot, ${RATE}/s for ${SECONDS} s`,
    );
    console.log(line('plain visitor message', baseline.times));
    console.log(line('bot step answer', walked.times));
    console.log(
      `step answer p99 ${p99.toFixed(1)} ms (goal ≤ ${GOAL_P99} ms: ${p99 <= GOAL_P99 ? 'met' : 'missed'}), ` +
        `${(p99 / base).toFixed(2)}× the plain message p99; hand-offs ${handoffs}; ` +
        `skipped (every visitor busy) ${walked.skipped + baseline.skipped}`,
    );
    console.log(
      `server during the walk: CPU ${stats.cpuMs.toFixed(0)} ms, RSS ${stats.rssMb.toFixed(0)} MB, ` +
        `event loop p99 ${stats.loopP99.toFixed(1)} ms`,
    );
  } finally {
    await stopChild(proc);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
