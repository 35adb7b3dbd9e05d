import { randomUUID } from 'node:crypto';
import { type SuggestAnswer, SuggestionResponse, SuggestRequest } from '@omnicanal/api';
import { hasRank } from '@omnicanal/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { findRoom } from '../agents/rooms-repo.ts';
import { canSee, loadViewer } from '../agents/visibility.ts';
import { requireUser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import type { DB } from '../db/schema.ts';
import { HttpError, notFound, parseBody } from '../http/errors.ts';
import { localLibraryProvider, type SuggestionProvider } from './provider.ts';

type Params = { session_id?: string; event_id?: string; sc_event_id?: string };

/** Whether one of `skillIds` has the smartcoaching service (spec 000 §6). */
export async function hasSmartcoaching(db: Kysely<DB>, companyId: number, skillIds: readonly number[]) {
  if (skillIds.length === 0) return false;
  const skills = await db
    .selectFrom('skills')
    .select('services')
    .where('company_id', '=', companyId)
    .where('id', 'in', [...skillIds])
    .execute();
  return skills.some((s) => Array.isArray(s.services) && s.services.some((x) => x?.kind === 'smartcoaching'));
}

/**
 * Smart coaching (spec 000 §6, §7), mounted under /api/smartcoaching: suggested replies to a
 * visitor's message, and which one the agent used. Only users with a smartcoaching skill may ask,
 * and only for a room they see.
 */
export function smartcoachingRoutes(
  ctx: AppContext,
  provider: SuggestionProvider = localLibraryProvider(ctx.db),
) {
  return async (app: FastifyInstance) => {
    const db = ctx.db;

    const coach = async (request: FastifyRequest) => {
      const { user } = await requireUser(db, request);
      const viewer = await loadViewer(db, user);
      if (!hasRank(viewer.role, 'agent') || !(await hasSmartcoaching(db, viewer.companyId, viewer.skillIds)))
        throw new HttpError(403, 'permission_denied', 'Smart coaching is not enabled for your skills.');
      const room = await findRoom(db, (request.params as Params).session_id ?? '');
      if (!room || !canSee(viewer, room)) throw notFound('room');
      return { viewer, room };
    };

    app.post('/accounts/suggest/:session_id/:event_id', async (request): Promise<SuggestAnswer> => {
      const { viewer, room } = await coach(request);
      const { text } = parseBody(SuggestRequest, request.body);
      const messageEvent = (request.params as Params).event_id ?? '';
      const suggestions = await provider.suggest(text, {
        companyId: viewer.companyId,
        skillId: room.skill_id,
        skillIds: viewer.skillIds,
        manages: hasRank(viewer.role, 'manager'),
      });
      const id = randomUUID();
      await db
        .insertInto('smartcoaching_events')
        .values({
          id,
          company_id: viewer.companyId,
          room_uuid: room.uuid,
          message_event: messageEvent.slice(0, 64),
          user_id: viewer.userId,
          text,
          provider: provider.name,
          suggestions: JSON.stringify(suggestions),
        })
        .execute();
      return { sc_event_id: id, provider: provider.name, suggestions };
    });

    app.post('/accounts/suggest/:session_id/:sc_event_id/response', async (request) => {
      const { viewer, room } = await coach(request);
      const input = parseBody(SuggestionResponse, request.body);
      const event = await db
        .selectFrom('smartcoaching_events')
        .select(['id', 'suggestions'])
        .where('id', '=', (request.params as Params).sc_event_id ?? '')
        .where('company_id', '=', viewer.companyId)
        .where('room_uuid', '=', room.uuid)
        .where('user_id', '=', viewer.userId)
        .executeTakeFirst();
      if (!event) throw notFound('suggestion');
      const offered = Array.isArray(event.suggestions) ? event.suggestions.length : 0;
      if (input.response_index >= offered)
        throw new HttpError(400, 'invalid_payload', 'No suggestion has this index.', {
          response_index: ['unknown_suggestion'],
        });
      await db
        .updateTable('smartcoaching_events')
        .set({ final_text: input.final_text, response_index: input.response_index, responded_at: new Date() })
        .where('id', '=', event.id)
        .execute();
      return { sc_event_id: event.id, ...input };
    });
  };
}
