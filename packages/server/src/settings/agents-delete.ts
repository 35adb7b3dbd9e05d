import { canTransition } from '@omnicanal/core';
import { roomStatus } from '../agents/room-actions.ts';
import { lockRoom } from '../agents/rooms-repo.ts';
import { armStatusTimers } from '../agents/timers.ts';
import type { Infrastructure } from '../infrastructure.ts';

/**
 * Deletes an agent. In the same transaction, every room they hold or that waits for them goes back
 * to the waiting list of its skill without an agent (re-queued, as the timers do), announced to the
 * consoles like any room change, so no visitor is left with nobody. Their history stays (closed
 * rooms, messages) without them. Their sockets on this instance close; other instances' sockets
 * fail at their next token check.
 */
export async function deleteAgent(ctx: Infrastructure, companyId: number, userId: number): Promise<void> {
  const tokens = await ctx.db
    .selectFrom('auth_tokens')
    .select('token_hash')
    .where('user_id', '=', userId)
    .execute();
  await ctx.rooms.commit(async (trx, emit) => {
    const held = await trx
      .selectFrom('rooms')
      .select('uuid')
      .where('company_id', '=', companyId)
      .where('agent_id', '=', userId)
      .where('status', '!=', 'closed')
      .orderBy('uuid')
      .execute();
    const now = ctx.rooms.now();
    for (const { uuid } of held) {
      const row = await lockRoom(trx, uuid);
      if (!row || row.agent_id !== userId) continue;
      const from = roomStatus(row);
      if (!canTransition(from, 'requeued')) continue;
      await trx
        .updateTable('rooms')
        .set({ status: 'requeued', previous_status: from, agent_id: null, last_waiting: now, list_time: now })
        .where('uuid', '=', uuid)
        .execute();
      await armStatusTimers(trx, { ...row, status: 'requeued', agent_id: null }, now);
      await ctx.rooms.emitRoom(trx, emit, uuid, row);
    }
    await trx.deleteFrom('users').where('company_id', '=', companyId).where('id', '=', userId).execute();
  });
  for (const { token_hash } of tokens) ctx.agentSockets.closeAll(token_hash);
  await ctx.autofill.kick(companyId);
}
