import { randomUUID } from 'node:crypto';
import type { Role } from '@omnicanal/core';
import { api, login, signInDemo, type TestServer } from '../../test/helpers.ts';
import { createCompany, createSkill, createUser, DEFAULT_OFFER } from '../repo.ts';

/** The demo users by role, as the settings tests sign them in. */
export const DEMO_ROLES = ['owner', 'admin', 'manager', 'agent'] as const;

/** Another company with one skill and one user of `role`, signed in. */
export async function otherCompany(
  server: TestServer,
  role: Role = 'owner',
  maxSkills = DEFAULT_OFFER.max_skills,
) {
  const db = server.context.db;
  const company = await createCompany(db, {
    name: `Autre ${randomUUID()}`,
    offer: { ...DEFAULT_OFFER, max_skills: maxSkills },
  });
  const skill = await createSkill(db, company.id, 'Support');
  const password = 'Autre-password-2026!';
  const user = await createUser(db, {
    companyId: company.id,
    email: `${role}-${randomUUID()}@autre.test`,
    password,
    firstName: 'Autre',
    lastName: role,
    role,
  });
  return { company, skill, token: await login(server.url, user.email, password) };
}

/** A user of `role` in the demo company (for roles the demo has no user of), signed in. */
export async function demoUserOfRole(server: TestServer, role: Role): Promise<string> {
  const demo = await server.context.db
    .selectFrom('users')
    .select('company_id')
    .where('email', '=', 'owner@demo.test')
    .executeTakeFirstOrThrow();
  const password = 'Demo-role-password-2026!';
  const user = await createUser(server.context.db, {
    companyId: demo.company_id,
    email: `${role}-${randomUUID()}@demo.test`,
    password,
    firstName: 'Demo',
    lastName: role,
    role,
  });
  return login(server.url, user.email, password);
}

/** Signs in each demo user and answers a caller of `base` paths with a user's token. */
export async function demoCaller(server: TestServer, base: string) {
  const tokens: Record<string, string> = await signInDemo(server, ...DEMO_ROLES);
  const call = (who: string, path: string, init: { method?: string; body?: unknown } = {}) =>
    api(server.url, `${base}${path}`, { ...init, token: tokens[who] ?? who });
  return { tokens, call };
}
