/** A page of a paged list call: the whole list's count and this page's rows. */
export interface Paged<T> {
  count: number;
  results: T[];
}

/** Pages read at once while reading a whole list: a few, not a burst of every page. */
const AT_ONCE = 4;

/**
 * Every row of a paged list (`page` from 1, `pageSize` rows a page), for a form that offers them
 * all to choose from: a campaign's template or audiences may be past the first page, and a stored
 * campaign's choices must be among the options or its form would lose them.
 */
export async function everyPage<T>(
  load: (page: number) => Promise<Paged<T>>,
  pageSize: number,
): Promise<T[]> {
  const first = await load(1);
  const pages = Math.max(1, Math.ceil(first.count / pageSize));
  const rows = [...first.results];
  for (let page = 2; page <= pages; page += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, pages - page + 1) }, (_, i) => load(page + i));
    for (const answer of await Promise.all(batch)) rows.push(...answer.results);
  }
  return rows;
}
