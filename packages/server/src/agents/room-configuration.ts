import { RoomConfiguration } from '@omnicanal/api';
import { hasRank, isRole } from '@omnicanal/core';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { HttpError, parseBody } from '../http/errors.ts';
import { updateRoomConfiguration } from '../rooms/configuration-apply.ts';
import { loadRoomConfiguration } from '../rooms/configuration-repo.ts';

const permissionDenied = () =>
  new HttpError(403, 'permission_denied', 'Only managers and above may change the room configuration.');

/** `GET/POST /customers/room-configuration` (spec 000 §7), mounted under /api/agents. */
export function roomConfigurationRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const manager = async (request: Parameters<typeof requireUser>[1]) => {
      const { user } = await requireUser(ctx.db, request);
      if (!isRole(user.role) || !hasRank(user.role, 'manager')) throw permissionDenied();
      return user;
    };
    app.get('/customers/room-configuration', async (request) => {
      const user = await manager(request);
      return loadRoomConfiguration(ctx.db, user.company_id);
    });
    app.post('/customers/room-configuration', async (request) => {
      const user = await manager(request);
      const settings = parseBody(RoomConfiguration, request.body);
      const stored = {
        ...settings,
        auto_close: { ...settings.auto_close, message: settings.auto_close.message || null },
      };
      await updateRoomConfiguration(ctx.db, user.company_id, stored, new Date(ctx.config.clock()));
      return stored;
    });
  };
}
