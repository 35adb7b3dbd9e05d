import { randomUUID } from 'node:crypto';
import { createUser } from '../core/repo.ts';
import { api, login, type TestServer, TestSocket } from '../test/helpers.ts';

/** The password of the users `newAgent` creates. */
export const AGENT_PASSWORD = 'Revocation-password-2026!';

/** A new agent of the demo company with the Support skill (id 1), and their id and email. */
export async function newAgent(server: TestServer) {
  const { db } = server.context;
  const demo = await db
    .selectFrom('users')
    .select('company_id')
    .where('email', '=', 'owner@demo.test')
    .executeTakeFirstOrThrow();
  const user = await createUser(db, {
    companyId: demo.company_id,
    email: `agent-${randomUUID()}@demo.test`,
    password: AGENT_PASSWORD,
    firstName: 'Rémi',
    lastName: 'Révoqué',
    role: 'agent',
    hasConfirmEmail: true,
  });
  await db
    .insertInto('user_skills')
    .values({ user_id: user.id, skill_id: 1, auto_allocation: false })
    .execute();
  return { id: user.id, email: user.email, signIn: () => login(server.url, user.email, AGENT_PASSWORD) };
}

/** An agents socket of `server` opened with `token`, resumed from now. */
export async function consoleSocket(server: TestServer, token: string): Promise<TestSocket> {
  const socket = await TestSocket.open(server.wsUrl('/api/agents/ws', token));
  await socket.call('resume', { since: null });
  return socket;
}

/** Resolves with the close code once the socket closes, or fails after `withinMs`. */
export async function closedWithin(socket: TestSocket, withinMs: number): Promise<number> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the socket was still open after ${withinMs} ms`)), withinMs);
  });
  try {
    return (await Promise.race([socket.closed, late])).code;
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the socket still answers (a ping round trip) without having been told to sign out. */
export async function stillOpen(socket: TestSocket): Promise<boolean> {
  await socket.settle();
  return !socket.frames.some((f) => f.type === 'error' && f.code === 'not_authenticated');
}

/** The manager's edit of an agent in settings, with the fields a test changes. */
export function editAgent(
  server: TestServer,
  managerToken: string,
  id: number,
  fields: { email: string; user_role?: string; skills?: { id: number }[] },
) {
  return api(server.url, `/api/core/agents/${id}/`, {
    token: managerToken,
    body: { first_name: 'Rémi', last_name: 'Révoqué', user_role: 'agent', skills: [{ id: 1 }], ...fields },
  });
}
