/** The settings section of the scheduled exports. */
export const SECTION = 'scheduled-exports' as const;
/** The reports dispatcher's collection (spec 002 §7 "Accounts pattern"). */
export const PATH = '/accounts';

/** What `item` shows: the list, a new export, one export, or one export's run history (`{id}/runs`). */
export type ExportRoute = { screen: 'list' } | { screen: 'add' } | { screen: 'edit' | 'runs'; id: number };

/** `undefined` or anything unknown: the list; `add`; a positive whole number; `{id}/runs`. */
export function exportRoute(item: string | undefined): ExportRoute {
  if (item === 'add') return { screen: 'add' };
  const m = /^(\d{1,9})(\/runs)?$/.exec(item ?? '');
  if (!m || Number(m[1]) < 1) return { screen: 'list' };
  return { screen: m[2] ? 'runs' : 'edit', id: Number(m[1]) };
}
