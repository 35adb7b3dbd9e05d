import { GuestSession, OpenGuestSession } from '@omnicanal/api';
import { bearerToken } from '../auth/guard.ts';
import { currentBotSession } from '../bot/runtime/open.ts';
import { botSessionOfToken } from '../bot/runtime/repo.ts';
import { HttpError } from '../http/errors.ts';
import type { ServicePlugin } from '../http/valibot.ts';
import { perAddress } from '../limits/plugin.ts';
import { guestStatsRoutes } from '../stats/guests-routes.ts';
import { webivrVisitorRoutes } from '../webivr/visitor-routes.ts';
import { guestsContractRoutes } from './contract-routes.ts';
import { guestDetailsRoutes } from './details-routes.ts';
import { conversationExpired } from './entry-point-rules.ts';
import { guestHistoryRoutes } from './history.ts';
import { guestLinkRoutes } from './link-routes.ts';
import { currentGuestSession, isBlockedGuest, openGuestSession, roomOfGuestToken } from './repo.ts';
import { sessionSearchRoutes } from './sessions-search.ts';
import { guestSocket } from './socket.ts';
import { guardVisitorOrigin } from './website-domains.ts';
import { guestWidgetRoutes } from './widget.ts';

/**
 * The guests service, mounted at /api/guests: the visitor web-chat API and socket (the visitor's
 * conversation token, not a user's), and the console's guest and session calls (spec 000 §7
 * "Guests and sessions").
 */
export const guestsPlugin: ServicePlugin = async (app) => {
  await app.register(guestDetailsRoutes);
  await app.register(sessionSearchRoutes);
  await app.register(guestsContractRoutes);
  await app.register(guestWidgetRoutes);
  await app.register(guestLinkRoutes);
  await app.register(guestHistoryRoutes);
  await app.register(guestStatsRoutes);
  await app.register(webivrVisitorRoutes);

  app.post(
    '/sessions',
    {
      config: { auth: 'public', rateLimit: perAddress('guestSession') },
      schema: {
        summary: 'Opens a visitor’s conversation; answers its conversation token.',
        description:
          'Refuses a blocked visitor (the widget sends its previous token). Through an entry point, its IP lists and maximum of open conversations apply (`ip_refused`, `too_many_open_events`). A page outside the website domains of the entry point (or of the company) is refused (`origin_not_allowed`). Limited per address.',
        body: OpenGuestSession,
        response: { 201: GuestSession },
      },
    },
    async (request, reply) => {
      // A widget opening a new conversation sends its previous token: a blocked guest is refused.
      // Through an entry point its IP lists and max open events apply (`ip_refused`,
      // `too_many_open_events`).
      const { entry_point, skill } = request.body;
      await guardVisitorOrigin(app, request, reply, entry_point ? { entryPoint: entry_point } : { skill });
      const previous = bearerToken(request);
      if (await isBlockedGuest(app.db, previous))
        throw new HttpError(403, 'permission_denied', 'This visitor may not open a conversation.');
      return reply.code(201).send(await openGuestSession(app, request.body, previous, request.ip));
    },
  );

  app.get(
    '/sessions/current',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Resumes the visitor’s conversation of the bearer conversation token.',
        description:
          'Refused past the entry point’s session lifetime (`session_expired`): the widget then starts afresh. A page outside the website domains of the conversation’s entry point (or company) is refused (`origin_not_allowed`).',
        response: { 200: GuestSession },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      await guardVisitorOrigin(app, request, reply, { conversation: token });
      const room = await roomOfGuestToken(app.db, token);
      // No room yet: the bot may own the conversation.
      const bot = room ? undefined : await botSessionOfToken(app.db, token);
      const uuid = room?.uuid ?? bot?.uuid;
      if (!uuid || !token)
        throw new HttpError(401, 'not_authenticated', 'The conversation token is not valid.');
      // Past its entry point's session TTL a conversation is not resumed: the widget starts afresh.
      if (await conversationExpired(app.db, uuid, new Date(app.clock())))
        throw new HttpError(401, 'session_expired', 'This conversation is too old to be resumed.');
      return room ? currentGuestSession(app, token, uuid) : currentBotSession(app, token, uuid);
    },
  );

  app.get(
    '/ws',
    {
      websocket: true,
      config: { auth: 'public' },
      schema: {
        summary: 'Opens the visitor’s realtime socket for their conversation.',
        description:
          'The conversation token travels in the `token` query parameter. A page outside the website domains of the conversation’s entry point (or company) is closed with 4403 (`origin_not_allowed`). Frames beyond the visitor’s budget are refused; a visitor who keeps flooding is disconnected.',
      },
    },
    guestSocket(app, (err) => app.log.error(err)),
  );
};
