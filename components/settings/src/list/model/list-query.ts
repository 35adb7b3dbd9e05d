import { SETTINGS_LIST_DEFAULT_LIMIT } from '@omnicanal/api';

/**
 * What a settings list asks the server for (`?search=&ordering=&offset=&limit=`, the shared
 * `SettingsListQuery`): the text searched, the field it is ordered by (`-field` descending), and
 * the page window.
 */
export interface ListQuery {
  search: string;
  ordering: string;
  offset: number;
  limit: number;
}

export function initialQuery(ordering: string, limit = SETTINGS_LIST_DEFAULT_LIMIT): ListQuery {
  return { search: '', ordering, offset: 0, limit };
}

/** The query parameters of a request; an empty search is left out. */
export function queryParams(query: ListQuery): Record<string, string> {
  return {
    ...(query.search.trim() ? { search: query.search.trim() } : {}),
    ordering: query.ordering,
    offset: String(query.offset),
    limit: String(query.limit),
  };
}

/** A new search starts again from the first page. */
export function withSearch(query: ListQuery, search: string): ListQuery {
  return { ...query, search, offset: 0 };
}

/**
 * Sorting by a column: the same column again reverses it, another column starts ascending; either
 * way back to the first page, as the rows on it change.
 */
export function withOrdering(query: ListQuery, field: string): ListQuery {
  const ordering = query.ordering === field ? `-${field}` : field;
  return { ...query, ordering, offset: 0 };
}

/** `aria-sort` of a column header. */
export function sortState(query: ListQuery, field: string): 'ascending' | 'descending' | 'none' {
  if (query.ordering === field) return 'ascending';
  if (query.ordering === `-${field}`) return 'descending';
  return 'none';
}

/** Where the page is in the whole list, for "21–40 of 45" and the buttons. */
export interface PageInfo {
  /** 1-based position of the first row shown, 0 when nothing is shown. */
  from: number;
  to: number;
  count: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

export function pageInfo(query: ListQuery, shown: number, count: number): PageInfo {
  return {
    from: shown === 0 ? 0 : query.offset + 1,
    to: query.offset + shown,
    count,
    hasPrevious: query.offset > 0,
    hasNext: query.offset + shown < count,
  };
}

/** The next or previous page; never before the first. */
export function withPage(query: ListQuery, direction: 1 | -1): ListQuery {
  return { ...query, offset: Math.max(0, query.offset + direction * query.limit) };
}

/**
 * After a deletion empties the last page, the previous one is shown instead of an empty page that
 * would read as "nothing here".
 */
export function afterRemoval(query: ListQuery, shownAfter: number): ListQuery {
  return shownAfter === 0 && query.offset > 0 ? withPage(query, -1) : query;
}
