/** What the `item` attribute of the calendars section names (spec 001 §2: list, add, customization/{id}, {id}). */
export type CalendarRoute =
  | { screen: 'list' }
  | { screen: 'add' }
  | { screen: 'edit'; id: number }
  | { screen: 'customize'; id: number }
  | { screen: 'missing' };

const ID = /^[1-9]\d{0,8}$/;

/** Nothing is the list, `add` the new calendar, `<id>` its form, `customization/<id>` its hours. */
export function calendarRoute(item: string | undefined): CalendarRoute {
  if (!item) return { screen: 'list' };
  if (item === 'add') return { screen: 'add' };
  if (ID.test(item)) return { screen: 'edit', id: Number(item) };
  const custom = /^customization\/(.+)$/.exec(item)?.[1];
  if (custom && ID.test(custom)) return { screen: 'customize', id: Number(custom) };
  return { screen: 'missing' };
}
