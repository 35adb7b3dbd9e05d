import { RoomConfiguration } from '@omnicanal/api';
import type { ServicePlugin } from '../http/valibot.ts';
import { updateRoomConfiguration } from '../rooms/configuration-apply.ts';
import { loadRoomConfiguration } from '../rooms/configuration-repo.ts';

const MANAGERS = {
  auth: 'user',
  rank: 'manager',
  denied: 'Only managers and above may change the room configuration.',
} as const;

/** `GET/POST /customers/room-configuration` (spec 000 §7), mounted under /api/agents. */
export const roomConfigurationRoutes: ServicePlugin = async (app) => {
  app.get(
    '/customers/room-configuration',
    {
      config: MANAGERS,
      schema: {
        summary: 'The company’s room timers: when a room is late, requeued, or closed automatically.',
        response: { 200: RoomConfiguration },
      },
    },
    async (request) => loadRoomConfiguration(app.db, request.actor.companyId),
  );
  app.post(
    '/customers/room-configuration',
    {
      config: MANAGERS,
      schema: {
        summary: 'Changes the company’s room timers.',
        body: RoomConfiguration,
        response: { 200: RoomConfiguration },
      },
    },
    async (request) => {
      const { companyId } = request.actor;
      const settings = request.body;
      const stored = {
        ...settings,
        auto_close: { ...settings.auto_close, message: settings.auto_close.message || null },
      };
      await updateRoomConfiguration(app.db, companyId, stored, new Date(app.clock()));
      return stored;
    },
  );
};
