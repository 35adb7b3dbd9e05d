import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** What the bot says when it cannot go on (broken jump, unknown calendar, provider missing, crash). */
export const BOT_FALLBACK_TEXT = {
  fr: 'Je ne peux pas aller plus loin : un conseiller va prendre le relais.',
  en: 'I cannot go any further: an agent will take over.',
} as const;

/**
 * The skill's fallback line in the visitor's language. Skills have no fallback message of their own
 * yet (spec 002 lists welcome, waiting, online, offline, full, pause, takeover): the runtime's own
 * line stands in, French unless the visitor's language is English.
 */
export async function skillFallback(
  _db: Kysely<DB>,
  _skillId: number,
  language: string | null | undefined,
): Promise<string> {
  return language?.toLowerCase().startsWith('en') ? BOT_FALLBACK_TEXT.en : BOT_FALLBACK_TEXT.fr;
}
