/** What a list-and-form section shows for its `item`: the list, a new item, or one item by id. */
export type ItemRoute = { screen: 'list' } | { screen: 'add' } | { screen: 'edit'; id: number };

/** `undefined` or anything unknown: the list; `add`: a new item; a positive whole number: that item. */
export function itemRoute(item: string | undefined): ItemRoute {
  if (!item) return { screen: 'list' };
  if (item === 'add') return { screen: 'add' };
  const id = Number(item);
  return Number.isInteger(id) && id > 0 ? { screen: 'edit', id } : { screen: 'list' };
}
