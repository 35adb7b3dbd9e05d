import { createCompany, createSkill, createUser } from '../core/repo.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { login, startTestServer, type TestServer } from '../test/helpers.ts';

/**
 * The world of the guests service's console calls: the demo company signed in as each of its
 * users, and a second company with its own admin and skill, to prove the first sees none of it.
 */
export async function guestsWorld(): Promise<{
  server: TestServer;
  tokens: Record<string, string>;
  otherSkill: number;
}> {
  const server = await startTestServer({ roomTimerTickMs: 0 });
  const tokens: Record<string, string> = {};
  for (const who of ['agent', 'agent2', 'manager', 'admin'])
    tokens[who] = await login(server.url, `${who}@demo.test`);
  const db = server.context.db;
  const other = await createCompany(db, {
    name: 'Autre',
    services: [],
    offer: { features: [], is_appsumo: false, max_skills: 10 },
  });
  const otherSkill = await createSkill(db, other.id, 'Autre support');
  await createUser(db, {
    companyId: other.id,
    email: 'admin@other.test',
    password: DEMO_PASSWORD,
    role: 'admin',
    firstName: 'Autre',
    lastName: 'Admin',
    hasConfirmEmail: true,
  });
  tokens.other = await login(server.url, 'admin@other.test');
  return { server, tokens, otherSkill };
}
