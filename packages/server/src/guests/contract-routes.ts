import {
  MessagingEventsPage,
  MessagingEventsQuery,
  ResetUnreadAnswer,
  ResetUnreadRequest,
  SessionGroupGuest,
  SessionGroupGuestInput,
} from '@omnicanal/api';
import * as v from 'valibot';
import { loadViewer } from '../agents/visibility.ts';
import type { ServicePlugin } from '../http/valibot.ts';
import { messagingEvents } from './messaging-events.ts';
import { addSessionGroupGuest, sessionGroupGuests } from './session-groups.ts';
import { resetSessionUnread } from './unread.ts';

const IdParams = v.object({ id: v.string() });
/** The call may come with no body at all: the workchain is optional. */
const ResetBody = v.optional(ResetUnreadRequest, {});
const USER = { auth: 'user' } as const;

/**
 * The console's calls of the guests service (spec 000 §7, 002 §7), mounted at /api/guests: the
 * guests of a conversation, the session events, the unread reset. Every console user may call
 * them for the rooms they can see.
 */
export const guestsContractRoutes: ServicePlugin = async (app) => {
  const viewerOf = (request: { actor: { user: Parameters<typeof loadViewer>[1] } }) =>
    loadViewer(app.db, request.actor.user);

  app.get(
    '/session-groups/:id/guests',
    {
      config: USER,
      schema: {
        summary: 'Lists the guests of a conversation.',
        params: IdParams,
        response: { 200: v.array(SessionGroupGuest) },
      },
    },
    async (request) => sessionGroupGuests(app.db, await viewerOf(request), request.params.id),
  );

  app.post(
    '/session-groups/:id/guests',
    {
      config: USER,
      schema: {
        summary: 'Adds a guest to a conversation.',
        params: IdParams,
        body: SessionGroupGuestInput,
        response: { 201: SessionGroupGuest },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addSessionGroupGuest(app.db, await viewerOf(request), request.params.id, request.body)),
  );

  app.get(
    '/guests/messaging-events',
    {
      config: USER,
      schema: {
        summary: 'A page of the session events of the rooms the caller can see.',
        querystring: MessagingEventsQuery,
        response: { 200: MessagingEventsPage },
      },
    },
    async (request) => messagingEvents(app.db, await viewerOf(request), request.query),
  );

  app.post(
    '/sessions/:id/reset-unread-message-count',
    {
      config: USER,
      schema: {
        summary: 'Marks a session’s messages as read.',
        description: 'An open room is reset by its own agent only; every console is told the new count.',
        params: IdParams,
        body: ResetBody,
        response: { 200: ResetUnreadAnswer },
      },
    },
    async (request) => resetSessionUnread(app.rooms, await viewerOf(request), request.params.id),
  );
};
