/**
 * Driving the benchmark's server children (./realtime-server.ts, ./bare-ws.ts) from the parent:
 * starting one, waiting for its IPC answers, stopping it, and the API calls the loads begin with.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pooled } from './load.ts';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = resolve(HERE, '../../..');

export const DEMO_PASSWORD = 'Omnicanal-demo-2026!';
/** The demo users who see Support (spec 000 §4: the owner and admin see every skill). */
export const SUPPORT_USERS = ['owner@demo.test', 'admin@demo.test', 'manager@demo.test', 'agent@demo.test'];

/** Starts `script` (a file of this folder) under tsx; BENCH_CPU_PROF reaches it as an absolute path. */
export function forkChild(script: string, extraEnv: Record<string, string>): ChildProcess {
  const profile = process.env.BENCH_CPU_PROF;
  return fork(join(HERE, script), [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...extraEnv, ...(profile ? { BENCH_CPU_PROF: resolve(profile) } : {}) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** The child's next message of `type`, after sending it `ask`; fails if the child exits first. */
export function reply<T>(proc: ChildProcess, type: string, ask?: object): Promise<T> {
  return new Promise((resolvePromise, reject) => {
    const onMessage = (message: { type: string }) => {
      if (message.type !== type) return;
      proc.off('message', onMessage);
      proc.off('exit', onExit);
      resolvePromise(message as T);
    };
    const onExit = (code: number | null) => reject(new Error(`${type}: the process exited (${code})`));
    proc.on('message', onMessage);
    proc.once('exit', onExit);
    if (ask) proc.send(ask);
  });
}

/** Asks the child to stop, and kills it if it has not exited within 15 s. */
export async function stopChild(proc: ChildProcess): Promise<void> {
  const exited = new Promise((done) => proc.once('exit', done));
  if (proc.connected) proc.send({ type: 'stop' });
  await Promise.race([exited, new Promise((done) => setTimeout(done, 15_000))]);
  if (proc.exitCode === null) proc.kill();
}

async function post<T>(url: string, body: object): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A demo user's session token. */
export const signIn = (url: string, email: string): Promise<string> =>
  post<{ token: string }>(`${url}/api/core/user/login`, { email, password: DEMO_PASSWORD }).then(
    (r) => r.token,
  );

/** Opens `count` visitor sessions on `skill`, 50 at a time; answers their conversation tokens. */
export const openSessions = (
  url: string,
  skill: number,
  count: number,
  name: (i: number) => string,
): Promise<string[]> =>
  pooled(count, 50, (i) =>
    post<{ token: string }>(`${url}/api/guests/sessions`, { skill, name: name(i) }).then((r) => r.token),
  );
