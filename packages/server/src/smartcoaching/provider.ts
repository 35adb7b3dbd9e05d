import { SUGGESTIONS_MAX, type Suggestion } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { usableSentences } from '../msglib/repo.ts';
import { foldText } from '../msglib/scope.ts';

/** What a provider knows of the conversation it suggests replies for. */
export interface SuggestionContext {
  companyId: number;
  skillId: number;
  /** The agent's skills: only sentences they may use are proposed. */
  skillIds: readonly number[];
  manages: boolean;
}

/** Where smart-coaching suggestions come from; `name` is said in every answer. */
export interface SuggestionProvider {
  readonly name: string;
  suggest(text: string, context: SuggestionContext): Promise<Suggestion[]>;
}

/** The words that carry meaning: folded, without punctuation and short words. */
export function meaningfulWords(text: string): Set<string> {
  return new Set(
    foldText(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 3),
  );
}

/**
 * Ranks `candidates` by how many meaningful words they share with `text`; ties keep library order.
 * Candidates sharing no word are not suggested.
 */
export function rankByOverlap(
  text: string,
  candidates: readonly string[],
  max = SUGGESTIONS_MAX,
): Suggestion[] {
  const words = meaningfulWords(text);
  return candidates
    .map((candidate, order) => {
      let score = 0;
      for (const w of meaningfulWords(candidate)) if (words.has(w)) score += 1;
      return { candidate, order, score };
    })
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, max)
    .map((c, index) => ({ text: c.candidate, index }));
}

/**
 * The built-in provider: no model, only the company's message library, ranked by word overlap
 * with the visitor's text. It says so in its name.
 */
export function localLibraryProvider(db: Kysely<DB>): SuggestionProvider {
  return {
    name: 'local-library',
    async suggest(text, context) {
      const sentences = await usableSentences(
        db,
        { companyId: context.companyId, skillIds: context.skillIds, manages: context.manages },
        context.skillId,
      );
      return rankByOverlap(
        text,
        sentences.map((s) => s.text),
      );
    },
  };
}
