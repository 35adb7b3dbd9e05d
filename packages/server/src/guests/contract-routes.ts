import { MessagingEventsQuery, ResetUnreadRequest, SessionGroupGuestInput } from '@omnicanal/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadViewer } from '../agents/visibility.ts';
import { requireUser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { parseBody } from '../http/errors.ts';
import { messagingEvents } from './messaging-events.ts';
import { addSessionGroupGuest, sessionGroupGuests } from './session-groups.ts';
import { resetSessionUnread } from './unread.ts';

type Id = { Params: { id: string } };

/**
 * The console's calls of the guests service (spec 000 §7, 002 §7), mounted at /api/guests: the
 * guests of a conversation, the session events, the unread reset. Every console user may call
 * them for the rooms they can see.
 */
export function guestsContractRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const viewerOf = async (request: FastifyRequest) =>
      loadViewer(ctx.db, (await requireUser(ctx.db, request)).user);

    app.get<Id>('/session-groups/:id/guests', async (request) =>
      sessionGroupGuests(ctx.db, await viewerOf(request), request.params.id),
    );

    app.post<Id>('/session-groups/:id/guests', async (request, reply) => {
      const viewer = await viewerOf(request);
      const input = parseBody(SessionGroupGuestInput, request.body);
      return reply.code(201).send(await addSessionGroupGuest(ctx.db, viewer, request.params.id, input));
    });

    app.get('/guests/messaging-events', async (request) => {
      const viewer = await viewerOf(request);
      return messagingEvents(ctx.db, viewer, parseBody(MessagingEventsQuery, request.query));
    });

    app.post<Id>('/sessions/:id/reset-unread-message-count', async (request) => {
      const viewer = await viewerOf(request);
      parseBody(ResetUnreadRequest, request.body ?? {});
      return resetSessionUnread(ctx.rooms, viewer, request.params.id);
    });
  };
}
