import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { sessionTtlMs } from '../../guests/entry-point-rules.ts';

/**
 * How long a bot waits on a visitor who does not answer before it ends the conversation, when the
 * entry point sets no session TTL (or the conversation came through none): a day, long enough for
 * a visitor who comes back to the page in the evening, short enough that forgotten conversations
 * do not pile up.
 */
export const BOT_IDLE_DEFAULT_MS = 24 * 3_600_000;

/** When a bot conversation waiting on the visitor from `now` ends: the entry point's TTL later, else a day later. */
export async function idleDeadline(db: Kysely<DB>, integrationId: number | null, now: Date): Promise<Date> {
  const entry = integrationId
    ? await db
        .selectFrom('integrations')
        .select('session_ttl_hours')
        .where('id', '=', integrationId)
        .executeTakeFirst()
    : undefined;
  const delay = sessionTtlMs(entry?.session_ttl_hours ?? null) ?? BOT_IDLE_DEFAULT_MS;
  return new Date(now.getTime() + delay);
}
