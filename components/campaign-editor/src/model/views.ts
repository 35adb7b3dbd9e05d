/**
 * The screens of `<oc-campaign-editor>` (spec 002 §2 `/campaigns/*`): the `section` attribute names
 * the area (`contacts` for the audiences, `templates`, `list` for the campaigns) and `item` what is
 * below it in the path: nothing for the list, `add`, or an audience's id (`edit/{id}` is also read,
 * the spec's own spelling).
 */

/** The areas of the campaigns routes. Only the audiences have screens yet. */
export const SECTIONS = ['contacts', 'templates', 'list'] as const;
export type Section = (typeof SECTIONS)[number];

/** What the element shows for its `section` and `item`. */
export type Screen =
  | { kind: 'audiences' }
  | { kind: 'audience-form'; id: number | null }
  | { kind: 'later'; section: Exclude<Section, 'contacts'> }
  | { kind: 'unknown' };

const ID = /^[1-9]\d{0,8}$/;

/** Reads the attributes; no section is the audiences (the first area with screens). */
export function screenOf(section: string | undefined, item: string | undefined): Screen {
  const area = section || 'contacts';
  if (area === 'templates' || area === 'list') return { kind: 'later', section: area };
  if (area !== 'contacts') return { kind: 'unknown' };
  const rest = (item ?? '').replace(/^\/+|\/+$/g, '');
  if (rest === '') return { kind: 'audiences' };
  if (rest === 'add') return { kind: 'audience-form', id: null };
  const id = rest.startsWith('edit/') ? rest.slice('edit/'.length) : rest;
  return ID.test(id) ? { kind: 'audience-form', id: Number(id) } : { kind: 'unknown' };
}

/** The console path of the audiences list, the new audience form, or one audience (`oc-navigate`). */
export function audiencePath(id?: number | 'add'): string {
  return id === undefined ? '/campaigns/contacts' : `/campaigns/contacts/${id}`;
}
