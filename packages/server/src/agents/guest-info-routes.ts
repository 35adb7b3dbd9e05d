import { GuestInfo, GuestInfoInput } from '@omnicanal/api';
import * as v from 'valibot';
import type { ServicePlugin } from '../http/valibot.ts';
import { guestOfRoom, saveGuestInfo, toGuestInfo, visibleGuest } from './guest-details/repo.ts';
import { loadViewer } from './visibility.ts';

const GuestParams = v.object({ guest: v.string() });
const RoomParams = v.object({ room: v.string() });

/**
 * A guest's info in the detail panel (spec 000 §7 "Agents": POST /guests/{guest}/info), mounted
 * under /api/agents, read and saved for the guests of the rooms the caller can see.
 */
export const guestInfoRoutes: ServicePlugin = async (app) => {
  const viewerOf = (request: { actor: { user: Parameters<typeof loadViewer>[1] } }) =>
    loadViewer(app.db, request.actor.user);

  app.get(
    '/guests/:guest/info',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'A guest’s info for the detail panel.',
        description: 'Only for the guests of rooms the caller can see.',
        params: GuestParams,
        response: { 200: GuestInfo },
      },
    },
    async (request) => toGuestInfo(await visibleGuest(app.db, await viewerOf(request), request.params.guest)),
  );

  app.post(
    '/guests/:guest/info',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Saves a guest’s info from the detail panel.',
        description: 'Only for the guests of rooms the caller can see.',
        params: GuestParams,
        body: GuestInfoInput,
        response: { 200: GuestInfo },
      },
    },
    async (request) => saveGuestInfo(app.rooms, await viewerOf(request), request.params.guest, request.body),
  );

  // The room carries no guest id: the panel asks whom a room is with, then uses the guest calls.
  app.get(
    '/rooms/:room/guest',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'The guest a room is with, and their info.',
        params: RoomParams,
        response: { 200: GuestInfo },
      },
    },
    async (request) => toGuestInfo(await guestOfRoom(app.db, await viewerOf(request), request.params.room)),
  );
};
