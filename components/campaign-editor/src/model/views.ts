import { isTemplateKind, type TemplateKind } from '@omnicanal/core';

/**
 * The screens of `<oc-campaign-editor>` (spec 002 §2 `/campaigns/*`): the `section` attribute names
 * the area (`contacts` for the audiences, `templates`, `list` for the campaigns) and `item` what is
 * below it in the path: nothing for the list, `add`, or an audience's id (`edit/{id}` is also read,
 * the spec's own spelling).
 */

/** The areas of the campaigns routes. */
export const SECTIONS = ['contacts', 'templates', 'list'] as const;
export type Section = (typeof SECTIONS)[number];

/** What the element shows for its `section` and `item`. */
export type Screen =
  | { kind: 'audiences' }
  | { kind: 'audience-form'; id: number | null }
  | { kind: 'templates' }
  | { kind: 'template-form'; template: { kind: TemplateKind; id: number } | null }
  | { kind: 'campaigns' }
  | { kind: 'campaign'; id: number }
  | { kind: 'campaign-form'; id: number | null }
  | { kind: 'unknown' };

const ID = /^[1-9]\d{0,8}$/;

/** `/campaigns/templates`, `add`, `{kind}/{id}` (spec 002 §2). */
function templateScreen(rest: string): Screen {
  if (rest === '') return { kind: 'templates' };
  if (rest === 'add') return { kind: 'template-form', template: null };
  const [kind, id, more] = rest.split('/');
  if (more !== undefined || !isTemplateKind(kind) || !ID.test(id ?? '')) return { kind: 'unknown' };
  return { kind: 'template-form', template: { kind, id: Number(id) } };
}

/**
 * `/campaigns/list`, `add`, `{id}`, `send/{id}` (spec 002 §2): the form to create (`add`) or
 * change (`{id}`) a campaign, and `send/{id}` the campaign followed as it sends.
 */
function campaignScreen(rest: string): Screen {
  if (rest === '') return { kind: 'campaigns' };
  if (rest === 'add') return { kind: 'campaign-form', id: null };
  if (rest.startsWith('send/')) {
    const id = rest.slice('send/'.length);
    return ID.test(id) ? { kind: 'campaign', id: Number(id) } : { kind: 'unknown' };
  }
  return ID.test(rest) ? { kind: 'campaign-form', id: Number(rest) } : { kind: 'unknown' };
}

/** Reads the attributes; no section is the audiences (the first area with screens). */
export function screenOf(section: string | undefined, item: string | undefined): Screen {
  const area = section || 'contacts';
  const rest = (item ?? '').replace(/^\/+|\/+$/g, '');
  if (area === 'templates') return templateScreen(rest);
  if (area === 'list') return campaignScreen(rest);
  if (area !== 'contacts') return { kind: 'unknown' };
  if (rest === '') return { kind: 'audiences' };
  if (rest === 'add') return { kind: 'audience-form', id: null };
  const id = rest.startsWith('edit/') ? rest.slice('edit/'.length) : rest;
  return ID.test(id) ? { kind: 'audience-form', id: Number(id) } : { kind: 'unknown' };
}

/** The console path of the audiences list, the new audience form, or one audience (`oc-navigate`). */
export function audiencePath(id?: number | 'add'): string {
  return id === undefined ? '/campaigns/contacts' : `/campaigns/contacts/${id}`;
}

/** The console path of the templates list, the new template form, or one template. */
export function templatePath(template?: 'add' | { kind: TemplateKind; id: number }): string {
  if (template === undefined) return '/campaigns/templates';
  return template === 'add'
    ? '/campaigns/templates/add'
    : `/campaigns/templates/${template.kind}/${template.id}`;
}

/** The console path of the campaigns list or one campaign followed as it sends (`send/{id}`). */
export function campaignPath(id?: number): string {
  return id === undefined ? '/campaigns/list' : `/campaigns/list/send/${id}`;
}

/** The console path of the campaign form: a new campaign, or one to change. */
export function campaignFormPath(id: number | 'add'): string {
  return `/campaigns/list/${id}`;
}
