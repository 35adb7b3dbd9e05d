import type { Role } from '@omnicanal/core';
import { type Kysely, sql } from 'kysely';
import { seedDemoCloseFlow } from '../agents/contact-reasons/seed.ts';
import { seedExtraDataKeys } from '../agents/guest-details/repo.ts';
import { demoBot } from '../bot/demo-bot.ts';
import { storeBot } from '../bot/repo.ts';
import { seedDemoCalendars } from '../chronos/seed.ts';
import { createEntryPoint } from '../core/integrations/repo.ts';
import { demoEntryPoint } from '../core/integrations/seed.ts';
import { createCompany, createSkill, createUser, grantSkill } from '../core/repo.ts';
import type { DB } from '../db/schema.ts';
import { allowAutoAllocation } from '../rooms/autofill.ts';
import { seedDemoWebivr } from '../webivr/seed.ts';

export const DEMO_COMPANY = 'Démo Omnicanal';
export const DEMO_PASSWORD = 'Omnicanal-demo-2026!';

type DemoSkill = 'Support' | 'Sales';

interface DemoUser {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  skills: DemoSkill[];
  /** Skill groups: a user below admin without one is "not configured" (spec 000 §2). */
  groups?: DemoGroup[];
}

/** The demo's skill groups, each gathering the skill of its name. */
const DEMO_GROUPS = { 'Pôle Support': 'Support', 'Pôle Sales': 'Sales' } as const;
type DemoGroup = keyof typeof DEMO_GROUPS;

const DEMO_USERS: readonly DemoUser[] = [
  { email: 'owner@demo.test', role: 'owner', firstName: 'Olivia', lastName: 'Owner', skills: [] },
  {
    email: 'admin@demo.test',
    role: 'admin',
    firstName: 'Adam',
    lastName: 'Admin',
    skills: ['Support', 'Sales'],
  },
  {
    email: 'manager@demo.test',
    role: 'manager',
    firstName: 'Maud',
    lastName: 'Manager',
    skills: ['Support', 'Sales'],
    groups: ['Pôle Support', 'Pôle Sales'],
  },
  {
    email: 'agent@demo.test',
    role: 'agent',
    firstName: 'Alice',
    lastName: 'Agent',
    skills: ['Support'],
    groups: ['Pôle Support'],
  },
  {
    email: 'agent2@demo.test',
    role: 'agent',
    firstName: 'Bruno',
    lastName: 'Agent',
    skills: ['Sales'],
    groups: ['Pôle Sales'],
  },
];

/** The demo sign-ins, for the start banner and the README. */
export const DEMO_SIGN_INS: readonly { email: string; role: Role; password: string }[] = DEMO_USERS.map(
  (u) => ({
    email: u.email,
    role: u.role,
    password: DEMO_PASSWORD,
  }),
);

/** Same key on every instance: two servers starting on one empty database seed it once. */
const SEED_LOCK = 7_405_222;

/**
 * Seeds the demo company when the database has no company yet; never touches a database that has
 * one. Support is created first: the demo visitor page opens its chat on skill id 1. Support gets
 * the demo bot, its web widget entry point, two schedule rules, and a published web IVR menu with
 * the entry point that opens it (the demo menu page).
 * Answers whether it seeded.
 */
export async function seedDemo(db: Kysely<DB>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const existing = await trx.selectFrom('companies').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    const company = await createCompany(trx, {
      name: DEMO_COMPANY,
      services: [],
      offer: { features: ['livechat', 'surveys'], is_appsumo: false, max_skills: 10 },
    });
    const skills: Record<DemoSkill, number> = {
      Support: await createSkill(trx, company.id, 'Support'),
      Sales: await createSkill(trx, company.id, 'Sales'),
    };
    const groups = {} as Record<DemoGroup, number>;
    for (const [name, skill] of Object.entries(DEMO_GROUPS) as [DemoGroup, DemoSkill][]) {
      const group = await trx
        .insertInto('skill_groups')
        .values({ company_id: company.id, name, skills: JSON.stringify([skills[skill]]) })
        .returning('id')
        .executeTakeFirstOrThrow();
      groups[name] = group.id;
    }
    for (const u of DEMO_USERS) {
      const user = await createUser(trx, {
        companyId: company.id,
        email: u.email,
        password: DEMO_PASSWORD,
        role: u.role,
        firstName: u.firstName,
        lastName: u.lastName,
        hasConfirmEmail: true,
      });
      for (const skill of u.skills) await grantSkill(trx, user.id, skills[skill]);
      for (const group of u.groups ?? [])
        await trx
          .insertInto('user_skill_groups')
          .values({ user_id: user.id, group_id: groups[group] })
          .execute();
    }
    await allowAutoAllocation(trx, 'agent@demo.test', skills.Support);
    const rule = await seedDemoCalendars(trx, company.id);
    await storeBot(trx, company.id, skills.Support, demoBot(rule));
    await createEntryPoint(trx, company.id, demoEntryPoint(skills.Support));
    // After the widget's entry point: the demo menu page opens entry point 2.
    await seedDemoWebivr(trx, company.id, skills.Support);
    await seedDemoCloseFlow(trx, company.id, skills);
    await seedExtraDataKeys(trx, company.id);
    return true;
  });
}
