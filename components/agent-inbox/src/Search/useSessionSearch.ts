import type { SessionSearchResponse } from '@omnicanal/api';
import { errorMessage } from '@omnicanal/i18n';
import { api } from '@omnicanal/stores';
import { useCallback, useRef, useState } from 'react';
import { applyPage, type SearchFilters, type SearchResults, searchBody } from './model/search.ts';

export interface SessionSearchState {
  results: SearchResults | null;
  loading: boolean;
  error: string | null;
  /** Runs the search from its first page. */
  search: (filters: SearchFilters) => void;
  /** Adds the next page of the last search. */
  more: () => void;
}

/**
 * `POST /api/guests/sessions/search` driven by the view: a new search replaces the results, "load
 * more" adds the next page; an answer to a search since replaced is dropped.
 */
export function useSessionSearch(): SessionSearchState {
  const [results, setResults] = useState<SearchResults | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const last = useRef<SearchFilters | null>(null);
  const run = useRef(0);

  const load = useCallback((filters: SearchFilters, offset: number, previous: SearchResults | null) => {
    const id = ++run.current;
    last.current = filters;
    setLoading(true);
    setError(null);
    api('guests')
      .post<SessionSearchResponse>('/sessions/search', searchBody(filters, offset))
      .then(
        (page) => {
          if (id === run.current) setResults(applyPage(previous, page, offset));
        },
        (err: unknown) => {
          if (id === run.current) setError(errorMessage(err));
        },
      )
      .finally(() => {
        if (id === run.current) setLoading(false);
      });
  }, []);

  const search = useCallback((filters: SearchFilters) => load(filters, 0, null), [load]);
  const more = useCallback(() => {
    if (last.current && results) load(last.current, results.sessions.length, results);
  }, [load, results]);

  return { results, loading, error, search, more };
}
