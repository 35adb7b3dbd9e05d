import type { Infrastructure } from '../../infrastructure.ts';
import { requeueRoomsOf } from '../../rooms/requeue.ts';

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
    await requeueRoomsOf(trx, emit, companyId, userId, ctx.rooms.now());
    await trx.deleteFrom('users').where('company_id', '=', companyId).where('id', '=', userId).execute();
  });
  for (const { token_hash } of tokens) ctx.agentSockets.closeAll(token_hash);
  await ctx.autofill.kick(companyId);
}
