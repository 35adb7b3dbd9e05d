/** What the `item` attribute of the groups or sub-accounts section names. */
export type SetRoute =
  | { screen: 'list' }
  | { screen: 'add' }
  | { screen: 'edit'; id: number }
  | { screen: 'missing' };

/**
 * Reads `item`: nothing is the list, `add` the new-item form, `<id>` (or `<id>/edit`, the groups'
 * console path of spec 002 §2) an item's form. Anything else names no screen.
 */
export function setRoute(item: string | undefined): SetRoute {
  if (!item) return { screen: 'list' };
  if (item === 'add') return { screen: 'add' };
  const match = /^(\d{1,9})(\/edit)?$/.exec(item);
  const id = Number(match?.[1]);
  return match && id > 0 ? { screen: 'edit', id } : { screen: 'missing' };
}
