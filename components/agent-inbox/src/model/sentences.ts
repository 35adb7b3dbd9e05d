import { Category, SentenceSearchResponse } from '@omnicanal/api';
import { api } from '@omnicanal/stores';
import * as v from 'valibot';

/** How long typing must pause before the search goes out. */
export const SEARCH_DELAY_MS = 250;
/** Results per search page. */
export const SEARCH_PAGE_SIZE = 20;

/** The message library the user may use for rooms of `skill` (spec 002 §3). */
export async function loadLibrary(skill: number): Promise<Category[]> {
  const answer = await api('msglib').get<unknown>('/categories/', { query: { skill: String(skill) } });
  return v.parse(v.array(Category), answer);
}

/** One page of the sentences matching `query` (`POST /sentences/search`). */
export async function searchSentences(
  query: string,
  skill: number,
  offset = 0,
): Promise<SentenceSearchResponse> {
  const answer = await api('msglib').post<unknown>('/sentences/search', {
    query,
    skill,
    offset,
    limit: SEARCH_PAGE_SIZE,
  });
  return v.parse(SentenceSearchResponse, answer);
}

/** The library holds at least one sentence. */
export const hasSentences = (tree: readonly Category[]): boolean =>
  tree.some((c) => c.subcategories.some((s) => s.sentences.length > 0));

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type SearchOutcome<T> = { query: string; result: T } | { query: string; error: unknown };

/**
 * A search that waits for typing to pause and reports only the answer to the latest query: an
 * older request answering late must not replace newer results. A blank query is reported at once
 * without a request (the caller shows the whole library then).
 */
export function createDebouncedSearch<T>(
  run: (query: string) => Promise<T>,
  report: (outcome: SearchOutcome<T> | { query: ''; result: null }) => void,
  delayMs = SEARCH_DELAY_MS,
  timers: Timers = realTimers,
) {
  let handle: unknown = null;
  let latest = 0;
  const cancel = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  return {
    update(query: string): void {
      cancel();
      const ticket = ++latest;
      const trimmed = query.trim();
      if (!trimmed) {
        report({ query: '', result: null });
        return;
      }
      handle = timers.setTimeout(() => {
        handle = null;
        run(trimmed).then(
          (result) => {
            if (ticket === latest) report({ query: trimmed, result });
          },
          (error: unknown) => {
            if (ticket === latest) report({ query: trimmed, error });
          },
        );
      }, delayMs);
    },
    dispose(): void {
      cancel();
      latest += 1;
    },
  };
}
