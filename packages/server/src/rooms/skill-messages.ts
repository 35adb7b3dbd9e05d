import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** The skill's messages (spec 002 §3) the server posts into a conversation as a bot line. */
export type PostedSkillMessage = 'waiting' | 'takeover';

/**
 * A skill's message as saved, trimmed; '' when never written. `waiting` is posted when a
 * conversation enters the skill's queue and `takeover` when an agent takes it, each only when
 * non-empty. `welcome` stays the widget's own: it is shown before any conversation exists.
 */
export async function skillMessageText(
  db: Kysely<DB>,
  skillId: number,
  key: PostedSkillMessage,
): Promise<string> {
  const row = await db.selectFrom('skills').select('messages').where('id', '=', skillId).executeTakeFirst();
  return savedText(row?.messages?.[key]);
}

/** A skill message as stored (a string, or nothing), trimmed; '' when never written. */
export const savedText = (text: unknown): string => (typeof text === 'string' ? text.trim() : '');
