import { Message, PublicRoomsQuery, RoomsPage } from '@omnicanal/api';
import * as v from 'valibot';
import { companyRooms, roomMessages } from '../agents/rooms-repo.ts';
import { notFound } from '../http/errors.ts';
import type { ServicePlugin } from '../http/valibot.ts';

/**
 * The public API, mounted at /api/public: what a company's own systems read with a public API
 * token (`Authorization: Bearer ocp_…`, made in Settings › API publique) rather than a user's
 * session. Every route names the scope it needs; the access hook checks the token, its scope and
 * its rate limit, and keeps each call for the company's audit. A revoked token is refused at once.
 */
const ROOMS_READ = { auth: 'api-token', scope: 'rooms:read' } as const;

const RoomParams = v.object({ uuid: v.pipe(v.string(), v.uuid('not_found')) });

export const publicApiPlugin: ServicePlugin = async (app) => {
  app.get(
    '/rooms',
    {
      config: ROOMS_READ,
      schema: {
        summary: 'A page of the company’s rooms, by status.',
        querystring: PublicRoomsQuery,
        response: { 200: RoomsPage },
      },
    },
    async (request) =>
      companyRooms(app.db, request.apiClient.companyId, request.query.status, request.query.offset),
  );

  app.get(
    '/rooms/:uuid/messages',
    {
      config: ROOMS_READ,
      schema: {
        summary: 'The messages of one of the company’s rooms.',
        params: RoomParams,
        response: { 200: v.array(Message) },
      },
    },
    async (request) => {
      const room = await app.db
        .selectFrom('rooms')
        .select('uuid')
        .where('uuid', '=', request.params.uuid)
        .where('company_id', '=', request.apiClient.companyId)
        .executeTakeFirst();
      // Another company's room is as unknown as a room that does not exist.
      if (!room) throw notFound('room');
      return roomMessages(app.db, room.uuid);
    },
  );
};
