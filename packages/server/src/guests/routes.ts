import { OpenGuestSession } from '@omnicanal/api';
import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { HttpError, parseBody } from '../http/errors.ts';
import { currentGuestSession, isBlockedGuest, openGuestSession, roomOfGuestToken } from './repo.ts';
import { guestSocket } from './socket.ts';

/** The guests service, mounted at /api/guests: the visitor web-chat API and socket. */
export function guestsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.post('/sessions', async (request, reply) => {
      const input = parseBody(OpenGuestSession, request.body);
      // A widget opening a new conversation sends its previous token: a blocked guest is refused.
      const previous = bearerToken(request);
      if (await isBlockedGuest(ctx.db, previous))
        throw new HttpError(403, 'permission_denied', 'This visitor may not open a conversation.');
      return reply.code(201).send(await openGuestSession(ctx, input, previous));
    });

    app.get('/sessions/current', async (request) => {
      const token = bearerToken(request);
      const room = await roomOfGuestToken(ctx.db, token);
      if (!room || !token)
        throw new HttpError(401, 'not_authenticated', 'The conversation token is not valid.');
      return currentGuestSession(ctx, token, room.uuid);
    });

    app.get(
      '/ws',
      { websocket: true },
      guestSocket(ctx, (err) => app.log.error(err)),
    );
  };
}
