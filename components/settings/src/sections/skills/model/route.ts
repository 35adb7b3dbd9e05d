/** The parts of a skill's screen, each its own path below the skill (`3/widget`). */
export const SKILL_TABS = ['general', 'live-chat', 'widget', 'calendar'] as const;
export type SkillTab = (typeof SKILL_TABS)[number];

/** What the `item` attribute of the skills section names. */
export type SkillsRoute =
  | { screen: 'list' }
  | { screen: 'add' }
  | { screen: 'edit'; id: number; tab: SkillTab }
  | { screen: 'missing' };

/**
 * Reads `item`: nothing is the list, `add` the new-skill form, `<id>` a skill's general settings
 * and `<id>/<tab>` one of its other parts. Anything else names no screen.
 */
export function skillsRoute(item: string | undefined): SkillsRoute {
  if (!item) return { screen: 'list' };
  if (item === 'add') return { screen: 'add' };
  const [id, tab = 'general', ...rest] = item.split('/');
  if (rest.length > 0 || !/^\d{1,9}$/.test(id ?? '') || Number(id) < 1) return { screen: 'missing' };
  if (!(SKILL_TABS as readonly string[]).includes(tab)) return { screen: 'missing' };
  return { screen: 'edit', id: Number(id), tab: tab as SkillTab };
}

/** The `item` of a skill's tab; the general settings are the skill's own path. */
export function skillItem(id: number, tab: SkillTab): string {
  return tab === 'general' ? String(id) : `${id}/${tab}`;
}
