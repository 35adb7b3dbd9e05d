import type { Infrastructure } from '../../infrastructure.ts';
import { requeueRoomsOf } from '../../rooms/requeue.ts';

/**
 * Deletes an agent. In the same transaction, every room they hold or that waits for them goes back
 * to the waiting list of its skill without an agent (re-queued, as the timers do), announced to the
 * consoles like any room change, so no visitor is left with nobody. Their history stays (closed
 * rooms, messages) without them. Their sockets close on every instance (their tokens went with
 * them).
 */
export async function deleteAgent(ctx: Infrastructure, companyId: number, userId: number): Promise<void> {
  await ctx.rooms.commit(async (trx, emit) => {
    await requeueRoomsOf(trx, emit, companyId, userId, ctx.rooms.now());
    await trx.deleteFrom('users').where('company_id', '=', companyId).where('id', '=', userId).execute();
  });
  ctx.bus.sessionsChanged({ userIds: [userId] });
  await ctx.autofill.kick(companyId);
}
