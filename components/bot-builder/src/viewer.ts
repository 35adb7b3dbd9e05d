import type { Customer, User } from '@omnicanal/api';
import type { Edition } from '@omnicanal/core';
import type { Viewer } from './model/index.ts';

/**
 * Who is building (spec 001 §6): the user's role and the edition. The session carries the company's
 * service kinds, not each skill's, so those stand for the services of the user's skills.
 */
export function viewerOf(user: User | null, customer: Customer | null, edition: Edition): Viewer {
  return {
    role: user?.user_role ?? 'agent',
    edition,
    services: [...new Set((customer?.services ?? []).map((s) => s.kind))],
  };
}
