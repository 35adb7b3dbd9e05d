import { DEFAULT_ROOM_CONFIGURATION, RoomConfiguration } from '@omnicanal/api';
import { hasRank, isRole, parseHHmm } from '@omnicanal/core';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { requireUser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import type { DB } from '../db/schema.ts';
import { HttpError, parseBody } from '../http/errors.ts';

/** A company's room timers; the defaults (all off) until a manager saves them. */
export async function loadRoomConfiguration(db: Kysely<DB>, companyId: number): Promise<RoomConfiguration> {
  const row = await db
    .selectFrom('room_configurations')
    .select('settings')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  // A stored value that no longer fits the schema falls back to the defaults rather than failing rooms.
  const parsed = row ? v.safeParse(RoomConfiguration, row.settings) : null;
  return parsed?.success ? parsed.output : DEFAULT_ROOM_CONFIGURATION;
}

export async function saveRoomConfiguration(
  db: Kysely<DB>,
  companyId: number,
  settings: RoomConfiguration,
): Promise<void> {
  const json = JSON.stringify(settings);
  await db
    .insertInto('room_configurations')
    .values({ company_id: companyId, settings: json })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ settings: json, updated_at: new Date() }))
    .execute();
}

/** An HH:mm delay in milliseconds (the schema already checked the format). */
export const delayMs = (delay: string) => parseHHmm(delay) ?? 0;

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
      await saveRoomConfiguration(ctx.db, user.company_id, stored);
      return stored;
    });
  };
}
