import { type Edition, hasRank, type Role } from '@omnicanal/core';
import type { Offer } from '../../db/schema.ts';

/**
 * The most users a company may have, or null for no limit. The offer's `max_agents` decides when
 * it is set. Otherwise, reading spec 000 §1 (plans free, essential, pro, custom, four tiers; only
 * tier 4 is said to have unlimited users, and the other limits are not given): the hosted free plan
 * is its owner alone (1), every other plan and the self-hosted edition are unlimited.
 */
export function agentsCap(offer: Partial<Offer>, edition: Edition): number | null {
  if (typeof offer.max_agents === 'number') return offer.max_agents;
  if (edition === 'hosted' && offer.plan === 'free') return 1;
  return null;
}

/** Why an actor may not act on an agent, or null when they may. */
export type AgentRefusal = 'forbidden' | 'self' | 'owner';

/**
 * Spec 000 §6 ranks applied to agents administration: the owner is never given, changed or deleted
 * here; nobody acts on someone above their own rank, nor gives a role above it; nobody changes
 * their own role or deletes themselves.
 */
export function agentRefusal(
  actor: { userId: number; role: Role },
  target: { id: number; role: Role } | null,
  action: 'invite' | 'edit' | 'delete' | 'resend' | 'logout',
  newRole?: Role,
): AgentRefusal | null {
  if (newRole === 'owner' || (newRole && !hasRank(actor.role, newRole))) return 'forbidden';
  if (!target) return null;
  if (target.role === 'owner') return 'owner';
  if (!hasRank(actor.role, target.role)) return 'forbidden';
  if (target.id === actor.userId) {
    if (action === 'delete') return 'self';
    if (action === 'edit' && newRole && newRole !== target.role) return 'self';
  }
  return null;
}
