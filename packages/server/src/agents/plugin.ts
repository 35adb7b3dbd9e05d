import { revokeToken } from '../auth/tokens.ts';
import type { ServicePlugin } from '../http/valibot.ts';
import { agentControlsRoutes } from './agent-controls-routes.ts';
import { contactReasonsRoutes } from './contact-reasons-routes.ts';
import { guestInfoRoutes } from './guest-info-routes.ts';
import { agentsPublicRoutes } from './public-routes.ts';
import { roomConfigurationRoutes } from './room-configuration-routes.ts';
import { agentSocket } from './socket.ts';

/**
 * The agents service (spec 000 §7 "Agents and agent service"), mounted at /api/agents: sign-out,
 * the realtime socket, the room configuration, break and autofill, contact reasons and the guest
 * info of the detail panel.
 */
export const agentsPlugin: ServicePlugin = async (app) => {
  await app.register(roomConfigurationRoutes);
  await app.register(agentControlsRoutes);
  await app.register(contactReasonsRoutes);
  await app.register(guestInfoRoutes);
  await app.register(agentsPublicRoutes);

  app.post(
    '/agents/logout',
    {
      config: { auth: 'user', answers: 'no-content' },
      schema: {
        summary: 'Signs the caller out: revokes their session token.',
        description: 'The sockets opened with that token close.',
      },
    },
    async (request, reply) => {
      const { token, userId } = request.actor;
      await revokeToken(app.db, token);
      // The sockets this token opened, on every instance.
      app.bus.sessionsChanged({ userIds: [userId] });
      return reply.code(204).send();
    },
  );

  // The socket checks the token of its query itself (spec 000 §7: browsers cannot set headers).
  app.get(
    '/ws',
    {
      websocket: true,
      config: { auth: 'public' },
      schema: {
        summary: 'Opens the agents’ realtime socket (spec 000 §7).',
        description:
          'The session token travels in the `token` query parameter. Rooms, messages and statuses arrive on it; the console sends its commands on it.',
      },
    },
    agentSocket(app, (err) => app.log.error(err)),
  );
};
