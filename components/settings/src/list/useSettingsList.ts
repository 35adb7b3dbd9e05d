import type { SettingsPage } from '@omnicanal/api';
import { useResource } from '@omnicanal/element';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  afterRemoval,
  initialQuery,
  type ListQuery,
  queryParams,
  withOrdering,
  withPage,
  withSearch,
} from './model/list-query.ts';

/** Waiting this long after the last key before searching keeps one request per typed word. */
export const SEARCH_DELAY_MS = 250;

export type ListLoad<T> = (params: Record<string, string>, signal: AbortSignal) => Promise<SettingsPage<T>>;

export interface SettingsListState<T> {
  query: ListQuery;
  /** The page shown; kept while the next one loads so the table does not jump. */
  page: SettingsPage<T> | null;
  /** The query `page` answers (the range shown is that page's, not the one loading). */
  pageQuery: ListQuery;
  loading: boolean;
  error: unknown;
  search: (text: string) => void;
  sortBy: (field: string) => void;
  turn: (direction: 1 | -1) => void;
  /** Loads the current page again (after a change, or Retry after an error). */
  reload: () => void;
  /** After deleting `count` items from the page shown: reloads, stepping back from an emptied page. */
  removed: (count: number) => void;
}

/**
 * One settings list: its query, the page the server answered, loading and failure. A newer request
 * cancels the one in flight so a slow answer never overwrites a newer one.
 */
export function useSettingsList<T>(
  load: ListLoad<T>,
  ordering: string,
  limit?: number,
): SettingsListState<T> {
  const [query, setQuery] = useState<ListQuery>(() => initialQuery(ordering, limit));
  const loadRef = useRef(load);
  loadRef.current = load;
  // The page travels with the query it answers, so the range shown is always that page's.
  const shown = useResource(
    async (signal) => ({ page: await loadRef.current(queryParams(query), signal), query }),
    JSON.stringify(query),
  );
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = useCallback((text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setQuery((q) => withSearch(q, text)), SEARCH_DELAY_MS);
  }, []);
  const sortBy = useCallback((field: string) => setQuery((q) => withOrdering(q, field)), []);
  const turn = useCallback((direction: 1 | -1) => setQuery((q) => withPage(q, direction)), []);
  const { reload } = shown;
  const shownCount = shown.data?.page.results.length ?? 0;
  const removed = useCallback(
    (count: number) => {
      setQuery((q) => {
        const next = afterRemoval(q, shownCount - count);
        if (next === q) reload();
        return next;
      });
    },
    [shownCount, reload],
  );

  return {
    query,
    page: shown.data?.page ?? null,
    pageQuery: shown.data?.query ?? query,
    loading: shown.loading,
    error: shown.error,
    search,
    sortBy,
    turn,
    reload,
    removed,
  };
}
