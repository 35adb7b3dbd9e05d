import { GuestInfoInput, GuestSessionsQuery } from '@omnicanal/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadViewer } from '../agents/visibility.ts';
import { requireUser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { parseBody } from '../http/errors.ts';
import {
  extraDataKeys,
  guestOfRoom,
  guestSessions,
  saveGuestInfo,
  toGuestInfo,
  visibleGuest,
} from './repo.ts';

/**
 * The guest calls of the detail panel (spec 000 §7), mounted under /api/agents: a guest's info
 * (read and saved), the company's extra data keys and the guest's earlier sessions. Every console
 * user may call them for the guests of the rooms they can see; other guests do not exist for them.
 */
export function guestDetailsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const viewerOf = async (request: FastifyRequest) =>
      loadViewer(ctx.db, (await requireUser(ctx.db, request)).user);

    app.get('/extra-data-keys', async (request) => {
      const viewer = await viewerOf(request);
      return extraDataKeys(ctx.db, viewer.companyId);
    });

    // Declared before /guests/:guest/info so "sessions" is never read as a guest.
    app.get('/guests/sessions', async (request) => {
      const viewer = await viewerOf(request);
      const query = parseBody(GuestSessionsQuery, request.query);
      return guestSessions(ctx.db, viewer, query);
    });

    app.get<{ Params: { guest: string } }>('/guests/:guest/info', async (request) => {
      const viewer = await viewerOf(request);
      return toGuestInfo(await visibleGuest(ctx.db, viewer, request.params.guest));
    });

    app.post<{ Params: { guest: string } }>('/guests/:guest/info', async (request) => {
      const viewer = await viewerOf(request);
      const input = parseBody(GuestInfoInput, request.body);
      return saveGuestInfo(ctx.rooms, viewer, request.params.guest, input);
    });

    // The room carries no guest id: the panel asks whom a room is with, then uses the guest calls.
    app.get<{ Params: { room: string } }>('/rooms/:room/guest', async (request) => {
      const viewer = await viewerOf(request);
      return toGuestInfo(await guestOfRoom(ctx.db, viewer, request.params.room));
    });
  };
}
