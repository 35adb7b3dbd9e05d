import type { Kysely } from 'kysely';
import { WEB_CHANNEL } from '../bot/runtime/repo.ts';
import type { DB } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { addressAllowed } from './ip-filter.ts';

/** What an entry point decides when a visitor opens a conversation through it. */
export interface EntryPointOpening {
  id: number;
  /** The bot tree its web channel opens (spec 001 §3 "trees per channel"); null: the bot's init tree. */
  tree: string | null;
}

/**
 * The entry point a widget opens a conversation through, checked as its widget was: it must exist
 * and speak for the skill the conversation opens with (404 otherwise, the same answer for another
 * company's entry point), and the visitor's address must pass its IP lists (403 `ip_refused`) — a
 * visitor calling the API directly is filtered as one using the widget.
 */
export async function entryPointOpening(
  db: Kysely<DB>,
  entryPointId: number,
  skillId: number,
  address: string,
): Promise<EntryPointOpening> {
  const entry = await db
    .selectFrom('integrations')
    .select(['id', 'skill_id', 'trees', 'ip_allowlist', 'ip_denylist'])
    .where('id', '=', entryPointId)
    .executeTakeFirst();
  if (!entry || entry.skill_id !== skillId)
    throw new HttpError(404, 'not_found', 'This entry point does not exist.');
  if (!addressAllowed(address, entry.ip_allowlist ?? [], entry.ip_denylist ?? []))
    throw new HttpError(403, 'ip_refused', 'This chat is not available from your network.');
  const tree = (entry.trees ?? []).find((t) => t.channel === WEB_CHANNEL)?.tree_identifier ?? null;
  return { id: entry.id, tree };
}
