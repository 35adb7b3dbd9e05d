import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/guard.ts';
import { hashToken, revokeToken } from '../auth/tokens.ts';
import type { AppContext } from '../context.ts';
import { roomConfigurationRoutes } from './room-configuration.ts';
import { agentSocket } from './socket.ts';

/** The agents service, mounted at /api/agents: sign-out, the room configuration and the realtime socket. */
export function agentsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(roomConfigurationRoutes(ctx));
    app.post('/agents/logout', async (request, reply) => {
      const { token } = await requireUser(ctx.db, request);
      await revokeToken(ctx.db, token);
      ctx.agentSockets.closeAll(hashToken(token));
      return reply.code(204).send();
    });

    app.get(
      '/ws',
      { websocket: true },
      agentSocket(ctx, (err) => app.log.error(err)),
    );
  };
}
