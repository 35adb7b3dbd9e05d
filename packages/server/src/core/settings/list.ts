import type { SettingsListQuery, SettingsPage } from '@omnicanal/api';
import { HttpError } from '../../http/errors.ts';
import { foldText } from '../../msglib/scope.ts';

/** How one settings list searches and orders its items. */
export interface ListSpec<T> {
  /** The text `search` looks in. */
  text(item: T): string;
  /** Orderings by field name, ascending; `-field` reverses one. */
  orderings: Record<string, (a: T, b: T) => number>;
  /** The ordering when the caller gives none. */
  defaultOrdering: string;
}

export const byText =
  <T>(pick: (item: T) => string) =>
  (a: T, b: T) =>
    pick(a).localeCompare(pick(b), 'fr', { sensitivity: 'base' });

export const byNumber =
  <T>(pick: (item: T) => number) =>
  (a: T, b: T) =>
    pick(a) - pick(b);

/**
 * One page of `items` for `?search=&ordering=&offset=&limit=`. A company's settings lists are
 * short (tens of items), so they are read whole and paged here rather than in SQL; ties fall back
 * to the item order given. An unknown ordering is a field error rather than silently ignored.
 */
export function pageOf<T>(items: readonly T[], query: SettingsListQuery, spec: ListSpec<T>): SettingsPage<T> {
  const ordering = query.ordering ?? spec.defaultOrdering;
  const descending = ordering.startsWith('-');
  const compare = spec.orderings[descending ? ordering.slice(1) : ordering];
  if (!compare)
    throw new HttpError(400, 'invalid_payload', `The list cannot be ordered by ${ordering}.`, {
      ordering: ['invalid'],
    });
  const needle = foldText(query.search);
  const matching = needle ? items.filter((item) => foldText(spec.text(item)).includes(needle)) : [...items];
  const sorted = matching
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (descending ? -1 : 1) * compare(a.item, b.item) || a.index - b.index)
    .map(({ item }) => item);
  return { results: sorted.slice(query.offset, query.offset + query.limit), count: matching.length };
}
