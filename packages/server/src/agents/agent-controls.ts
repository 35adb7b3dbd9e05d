import type { AgentSettings, SettingsUpdate } from '@omnicanal/api';
import { hasRank, isRole, type Role } from '@omnicanal/core';
import { findUserById } from '../core/repo.ts';
import { loadUser } from '../core/user-view.ts';
import type { StoredEvent } from '../events/log.ts';
import type { Infrastructure } from '../infrastructure.ts';
import { agentStatus, loadAgentStatuses } from './agent-status.ts';

/** Who asks for a change of status. */
export interface Actor {
  userId: number;
  companyId: number;
  role: Role;
}

/**
 * Spec 000 §4, §6: agents change their own status; a manager or above may change the status of
 * anyone of their company up to their own rank (a manager never pauses an administrator or the
 * owner). Anything else is agent:forbidden.
 */
export function canChangeStatus(
  actor: Actor,
  target: { id: number; company_id: number; role: string },
): boolean {
  if (target.company_id !== actor.companyId) return false;
  if (target.id === actor.userId) return true;
  const role = isRole(target.role) ? target.role : 'owner';
  return hasRank(actor.role, 'manager') && hasRank(actor.role, role);
}

/** The pause event is addressed to the agent alone, whoever else sees their rooms. */
export function isPauseEvent(event: { kind: string }): boolean {
  return event.kind === 'pause';
}

/** What an agents socket of `viewer` receives: its own pause events, and the rooms it may see. */
export function acceptsEvent(
  viewerId: number,
  canSee: (event: StoredEvent) => boolean,
): (event: StoredEvent) => boolean {
  return (event) => (isPauseEvent(event) ? event.agent_id === viewerId : canSee(event));
}

/**
 * Puts an agent on a break or back. The change goes through the event log like a room change, so
 * the agent's console hears it live on whichever instance holds its socket, or on resume. Back
 * from a break, the agent may receive waiting rooms at once.
 */
export async function setPause(
  ctx: Infrastructure,
  target: { id: number; company_id: number },
  pause: boolean,
) {
  await ctx.rooms.commit(async (trx, emit) => {
    await trx.updateTable('users').set({ pause }).where('id', '=', target.id).execute();
    await emit({
      company_id: target.company_id,
      kind: 'pause',
      room_uuid: null,
      skill_id: null,
      agent_id: target.id,
      payload: { pause },
    });
  });
  if (!pause) await ctx.autofill.kick(target.company_id);
}

/** One's own autofill switch; turned on, waiting rooms may come at once. */
export async function setAutoFill(
  ctx: Infrastructure,
  user: { id: number; company_id: number },
  on: boolean,
) {
  await ctx.db.updateTable('users').set({ auto_fill: on }).where('id', '=', user.id).execute();
  if (on) await ctx.autofill.kick(user.company_id);
}

/** `settings` (spec 000 §7): applies the allowed own fields, then answers the user as they now are. */
export async function agentSettings(
  ctx: Infrastructure,
  userId: number,
  update: SettingsUpdate | null | undefined,
): Promise<AgentSettings> {
  const changes = Object.fromEntries(Object.entries(update ?? {}).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length > 0)
    await ctx.db.updateTable('users').set(changes).where('id', '=', userId).execute();
  const row = await findUserById(ctx.db, userId);
  if (!row) throw new Error(`settings: user ${userId} is gone`);
  if (update?.auto_fill) await ctx.autofill.kick(row.company_id);
  const [state] = await loadAgentStatuses(ctx.db, row.company_id, ctx.rooms.now(), [row.id]);
  return {
    ...(await loadUser(ctx.db, row)),
    auto_fill: row.auto_fill,
    status:
      state?.status ?? agentStatus({ connected: false, pause: row.pause, open: 0, maxRooms: row.max_rooms }),
  };
}
