import type { Category, SettingsPage, Subcategory } from '@omnicanal/api';

/** Where a sentence is in the library. */
export interface SentencePlace {
  category: number;
  subcategory: number;
  sentence: number;
}

export const findCategory = (tree: readonly Category[], id: number) => tree.find((c) => c.id === id);

export const findSubcategory = (category: Category | undefined, id: number) =>
  category?.subcategories.find((s) => s.id === id);

/** The place of sentence `id` in the tree, for a search result that names it by id only. */
export function placeOf(tree: readonly Category[], id: number): SentencePlace | null {
  for (const category of tree)
    for (const subcategory of category.subcategories)
      if (subcategory.sentences.some((sentence) => sentence.id === id))
        return { category: category.id, subcategory: subcategory.id, sentence: id };
  return null;
}

/** What deleting an item takes with it: its subcategories and sentences. */
export function contentOf(item: Category | Subcategory): { subcategories: number; sentences: number } {
  if ('subcategories' in item)
    return {
      subcategories: item.subcategories.length,
      sentences: item.subcategories.reduce((sum, s) => sum + s.sentences.length, 0),
    };
  return { subcategories: 0, sentences: item.sentences.length };
}

/** Folds text for matching: lower case, accents removed (the server's search does the same). */
const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** How one level is searched and ordered; `-field` reverses. */
export interface LevelSpec<T> {
  text: (item: T) => string;
  orderings: Record<string, (item: T) => string | number>;
}

/**
 * One page of a level of the library for the list's `?search=&ordering=&offset=&limit=`, like the
 * server's settings lists. The library arrives whole (`GET /categories/`), so its levels are paged
 * here.
 */
export function levelPage<T>(
  items: readonly T[],
  params: Record<string, string>,
  spec: LevelSpec<T>,
): SettingsPage<T> {
  const ordering = params.ordering ?? 'label';
  const descending = ordering.startsWith('-');
  const key = spec.orderings[descending ? ordering.slice(1) : ordering] ?? spec.orderings.label;
  const needle = fold(params.search ?? '');
  const matching = needle ? items.filter((item) => fold(spec.text(item)).includes(needle)) : [...items];
  const compare = (a: T, b: T) => {
    const [x, y] = [key?.(a) ?? '', key?.(b) ?? ''];
    const order =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : String(x).localeCompare(String(y), 'fr', { sensitivity: 'base' });
    return descending ? -order : order;
  };
  const sorted = matching.sort(compare);
  const offset = Number(params.offset ?? 0);
  const limit = Number(params.limit ?? 20);
  return { results: sorted.slice(offset, offset + limit), count: matching.length };
}
