import { randomUUID } from 'node:crypto';
import {
  RecordedSuggestionResponse,
  SuggestAnswer,
  SuggestionResponse,
  SuggestRequest,
} from '@omnicanal/api';
import { hasRank } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { findRoom } from '../agents/rooms-repo.ts';
import { canSee, loadViewer } from '../agents/visibility.ts';
import type { Actor } from '../auth/access.ts';
import type { DB } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { ServicePlugin } from '../http/valibot.ts';

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

const DENIED = 'Smart coaching is not enabled for your skills.';
const COACHED = { auth: 'user', rank: 'agent', denied: DENIED } as const;

const SuggestParams = v.object({ session_id: v.string(), event_id: v.string() });
const ResponseParams = v.object({ session_id: v.string(), sc_event_id: v.string() });

/**
 * Smart coaching (spec 000 §6, §7), mounted under /api/smartcoaching: suggested replies to a
 * visitor's message, and which one the agent used. Only users with a smartcoaching skill may ask,
 * and only for a room they see.
 */
export const smartcoachingPlugin: ServicePlugin = async (app) => {
  const db = app.db;
  const provider = app.suggestions;

  /** The actor as a room viewer and the room of the path, when their skills have the service. */
  const coach = async (actor: Actor, sessionId: string) => {
    const viewer = await loadViewer(db, actor.user);
    if (!(await hasSmartcoaching(db, viewer.companyId, viewer.skillIds)))
      throw new HttpError(403, 'permission_denied', DENIED);
    const room = await findRoom(db, sessionId);
    if (!room || !canSee(viewer, room)) throw notFound('room');
    return { viewer, room };
  };

  app.post(
    '/accounts/suggest/:session_id/:event_id',
    {
      config: COACHED,
      schema: {
        summary: 'Suggested replies to a visitor’s message in a room.',
        description: 'Only for users with a smart coaching skill, in a room they see.',
        params: SuggestParams,
        body: SuggestRequest,
        response: { 200: SuggestAnswer },
      },
    },
    async (request): Promise<SuggestAnswer> => {
      const { viewer, room } = await coach(request.actor, request.params.session_id);
      const { text } = request.body;
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
          message_event: request.params.event_id.slice(0, 64),
          user_id: viewer.userId,
          text,
          provider: provider.name,
          suggestions: JSON.stringify(suggestions),
        })
        .execute();
      return { sc_event_id: id, provider: provider.name, suggestions };
    },
  );

  app.post(
    '/accounts/suggest/:session_id/:sc_event_id/response',
    {
      config: COACHED,
      schema: {
        summary: 'Records which suggestion the agent used, and the text they sent.',
        params: ResponseParams,
        body: SuggestionResponse,
        response: { 200: RecordedSuggestionResponse },
      },
    },
    async (request) => {
      const { viewer, room } = await coach(request.actor, request.params.session_id);
      const input = request.body;
      const event = await db
        .selectFrom('smartcoaching_events')
        .select(['id', 'suggestions'])
        .where('id', '=', request.params.sc_event_id)
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
    },
  );
};
