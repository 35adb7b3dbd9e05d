import { randomUUID } from 'node:crypto';
import type { Role } from '@omnicanal/core';
import { createCompany, createSkill, createUser } from '../core/repo.ts';
import { login, type TestServer } from '../test/helpers.ts';

/**
 * A new company as registration makes it (no terms of its own, on the free plan), with one skill
 * and a signed-in user of `role`.
 */
export async function newCompany(server: TestServer, role: Role = 'owner') {
  const db = server.context.db;
  const company = await createCompany(db, { name: `Facturée ${randomUUID()}` });
  const skill = await createSkill(db, company.id, 'Support');
  const password = 'Billing-password-2026!';
  const user = await createUser(db, {
    companyId: company.id,
    email: `${role}-${randomUUID()}@facturee.test`,
    password,
    firstName: 'Camille',
    lastName: role,
    role,
  });
  return { company, skill, user, token: await login(server.url, user.email, password) };
}
