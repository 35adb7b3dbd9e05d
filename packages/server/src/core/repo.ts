import { randomUUID } from 'node:crypto';
import type { Customer, Subscription, User } from '@omnicanal/api';
import { isLocale, isRole, type Role } from '@omnicanal/core';
import type { Kysely, Selectable } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import { startFreeSubscription } from '../billing/repo.ts';
import type { CompaniesTable, DB, Offer, ServiceKind, UsersTable } from '../db/schema.ts';

export type UserRow = Selectable<UsersTable>;
export type CompanyRow = Selectable<CompaniesTable>;

/**
 * The terms of a company outside billing (the self-hosted edition): no feature of its own, ten skills.
 * In the hosted edition a company's terms come from its subscription (billing/company-offer.ts).
 */
export const DEFAULT_OFFER: Offer = { features: [], is_appsumo: false, max_skills: 10 };

export interface NewCompany {
  name: string;
  logo?: string | null;
  services?: ServiceKind[];
  /** Terms of the company's own, over its offer's (billing/company-offer.ts); none by default. */
  offer?: Partial<Offer>;
}

/**
 * Creates a company with its web channel, on the free plan: every company can take visitors' chats
 * from the start.
 */
export async function createCompany(db: Kysely<DB>, input: NewCompany): Promise<CompanyRow> {
  const company = await db
    .insertInto('companies')
    .values({
      name: input.name,
      logo: input.logo ?? null,
      services: JSON.stringify(input.services ?? []),
      offer: JSON.stringify(input.offer ?? {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('channels')
    .values({ company_id: company.id, kind: 'web', name: 'Web', settings: '{}' })
    .execute();
  await startFreeSubscription(db, company.id);
  return company;
}

export async function createSkill(
  db: Kysely<DB>,
  companyId: number,
  name: string,
  services: ServiceKind[] = [],
): Promise<number> {
  const row = await db
    .insertInto('skills')
    .values({ company_id: companyId, name, services: JSON.stringify(services) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface NewUser {
  companyId: number;
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  hasConfirmEmail?: boolean;
  maxRooms?: number;
  language?: 'fr' | 'en';
}

export async function createUser(db: Kysely<DB>, input: NewUser): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      uuid: randomUUID(),
      company_id: input.companyId,
      email: input.email.trim().toLowerCase(),
      password_hash: await hashPassword(input.password),
      first_name: input.firstName,
      last_name: input.lastName,
      role: input.role,
      language: input.language ?? 'fr',
      phone_number: null,
      has_confirm_email: input.hasConfirmEmail ?? false,
      max_rooms: input.maxRooms ?? 5,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function grantSkill(db: Kysely<DB>, userId: number, skillId: number, autoAllocation = false) {
  await db
    .insertInto('user_skills')
    .values({ user_id: userId, skill_id: skillId, auto_allocation: autoAllocation })
    .onConflict((oc) => oc.columns(['user_id', 'skill_id']).doUpdateSet({ auto_allocation: autoAllocation }))
    .execute();
}

export function findUserByEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/**
 * A user who may still sign in or reset a password: not of a company deleted by its owner (spec 002
 * §5 account deletion). Other lookups still find them, so an address stays taken.
 */
export function findActiveUserByEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('users')
    .selectAll('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .where('users.email', '=', email.trim().toLowerCase())
    .where('companies.deleted_at', 'is', null)
    .executeTakeFirst();
}

export function findUserById(db: Kysely<DB>, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCompany(db: Kysely<DB>, id: number) {
  return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
}

export function userSkills(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('user_skills')
    .select(['skill_id as id', 'auto_allocation'])
    .where('user_id', '=', userId)
    .orderBy('skill_id')
    .execute();
}

/**
 * The User of spec 000 §3. `permissions.groups` repeats the skill groups the user belongs to: the
 * groups are what grants them (spec 000 §2 judges "no groups" on them).
 */
export function toUser(
  row: UserRow,
  skills: { id: number; auto_allocation: boolean }[],
  memberships: { groups: number[]; subaccounts: number[] },
): User {
  return {
    id: row.id,
    uuid: row.uuid,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone_number: row.phone_number,
    timezone: row.timezone,
    language: isLocale(row.language) ? row.language : 'fr',
    user_role: isRole(row.role) ? row.role : 'agent',
    date_joined: row.date_joined.toISOString(),
    has_confirm_email: row.has_confirm_email,
    want_notif: row.want_notif,
    pause: row.pause,
    max_rooms: row.max_rooms,
    max_reviews: row.max_reviews,
    max_tickets: row.max_tickets,
    groups: memberships.groups,
    subaccounts: memberships.subaccounts,
    permissions: { skills, groups: memberships.groups },
    notif_new_msg_sound: row.notif_new_msg_sound,
  };
}

/**
 * The Customer of spec 000 §3, with the terms the company is held to (billing/company-offer.ts) and
 * whether its monthly package is used up (billing/quotas.ts).
 */
export function toCustomer(
  row: CompanyRow,
  offer: Offer,
  subscription: Subscription | null,
  overQuota: boolean,
): Customer {
  return {
    id: row.id,
    logo: row.logo,
    company_name: row.name,
    over_quota: overQuota,
    offer_desc: { features: offer.features, is_appsumo: offer.is_appsumo, max_skills: offer.max_skills },
    services: row.services.map((s) => ({ kind: s.kind })),
    ...(subscription ? { offer: subscription } : {}),
  };
}
