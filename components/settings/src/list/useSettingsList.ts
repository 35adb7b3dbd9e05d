import type { SettingsPage } from '@omnicanal/api';
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
  const [shown, setShown] = useState<{ page: SettingsPage<T>; query: ListQuery } | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [generation, setGeneration] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` asks for the same page again.
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    loadRef.current(queryParams(query), controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setShown({ page: answer, query });
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [query, generation]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = useCallback((text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setQuery((q) => withSearch(q, text)), SEARCH_DELAY_MS);
  }, []);
  const sortBy = useCallback((field: string) => setQuery((q) => withOrdering(q, field)), []);
  const turn = useCallback((direction: 1 | -1) => setQuery((q) => withPage(q, direction)), []);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const removed = useCallback(
    (count: number) => {
      const left = (shown?.page.results.length ?? 0) - count;
      setQuery((q) => {
        const next = afterRemoval(q, left);
        if (next === q) setGeneration((n) => n + 1);
        return next;
      });
    },
    [shown],
  );

  const page = shown?.page ?? null;
  const pageQuery = shown?.query ?? query;
  return { query, page, pageQuery, loading, error, search, sortBy, turn, reload, removed };
}
