/** What the `item` attribute of the contact reasons section names. */
export type ReasonRoute =
  | { screen: 'list' }
  | { screen: 'add' }
  | { screen: 'edit'; id: number }
  | { screen: 'missing' };

/** Nothing is the list, `add` the new reason, `<id>` a reason's form; anything else names nothing. */
export function reasonRoute(item: string | undefined): ReasonRoute {
  if (!item) return { screen: 'list' };
  if (item === 'add') return { screen: 'add' };
  if (!/^\d{1,9}$/.test(item) || Number(item) === 0) return { screen: 'missing' };
  return { screen: 'edit', id: Number(item) };
}
