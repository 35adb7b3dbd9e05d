import { GuestHistory, GuestHistoryQuery } from '@omnicanal/api';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { ServicePlugin } from '../http/valibot.ts';
import { perAddress } from '../limits/plugin.ts';
import { verifyVisitorIdentity } from './identity.ts';

/** Earlier conversations a visitor's list shows at most. */
export const HISTORY_SIZE = 20;

/**
 * The closed conversations of the company's guest the website identified as `externalId`, newest
 * first, each with when it ended and its last text line (visitor, agent or bot; system lines
 * aside). Another guest's conversations, or another company's, are never read.
 */
export async function pastConversations(
  db: Kysely<DB>,
  companyId: number,
  externalId: string,
): Promise<GuestHistory> {
  const rows = await db
    .selectFrom('rooms')
    .innerJoin('guests', 'guests.id', 'rooms.guest_id')
    .select(['rooms.uuid', 'rooms.last_closed'])
    .select((eb) =>
      eb
        .selectFrom('messages')
        .select(sql<string>`messages.rich_content->>'text'`.as('text'))
        .whereRef('messages.room_uuid', '=', 'rooms.uuid')
        .where('messages.kind', 'in', ['visitor', 'agent', 'bot'])
        .where(sql<string>`messages.rich_content->>'type'`, '=', 'txt')
        .orderBy('messages.seq', 'desc')
        .limit(1)
        .as('last_message'),
    )
    .where('guests.company_id', '=', companyId)
    .where('guests.external_id', '=', externalId)
    .where('rooms.company_id', '=', companyId)
    .where('rooms.status', '=', 'closed')
    .orderBy('rooms.last_closed', 'desc')
    .limit(HISTORY_SIZE)
    .execute();
  return {
    conversations: rows.map((row) => ({
      uuid: row.uuid,
      closed_at: row.last_closed?.toISOString() ?? null,
      last_message: row.last_message ?? null,
    })),
  };
}

/**
 * `POST /api/guests/history`: an identified visitor's earlier conversations. Public like opening a
 * conversation, and proven the same way: the website's signed identity (refused with
 * `invalid_identity` when unsigned, wrongly signed or expired), checked against the company of
 * the skill. A POST so the token stays out of URLs and logs.
 */
export const guestHistoryRoutes: ServicePlugin = async (app) => {
  app.post(
    '/history',
    {
      config: { auth: 'public', rateLimit: perAddress('guestWidget') },
      schema: {
        summary: 'An identified visitor’s earlier conversations, for the widget.',
        description:
          'Takes the website’s signed visitor identity; refuses it unsigned, wrongly signed or expired (`invalid_identity`). Limited per address.',
        body: GuestHistoryQuery,
        response: { 200: GuestHistory },
      },
    },
    async (request) => {
      const skill = await app.db
        .selectFrom('skills')
        .select('company_id')
        .where('id', '=', request.body.skill)
        .executeTakeFirst();
      if (!skill) throw notFound('skill');
      const now = new Date(app.clock());
      const visitor = await verifyVisitorIdentity(app.db, skill.company_id, request.body.identity, now);
      return pastConversations(app.db, skill.company_id, visitor.externalId);
    },
  );
};
