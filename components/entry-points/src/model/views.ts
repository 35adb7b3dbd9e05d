import type { Role } from '@omnicanal/core';

/**
 * The screens of `<oc-entry-points>` (spec 001 §2 `/botgroups`): the two list tabs, the messaging
 * form, its widget customisation, the Messenger menu form and the embed code.
 */
export const VIEWS = [
  'messaging',
  'webivr',
  'messaging-form',
  'customization',
  'messenger-menu',
  'embed',
] as const;
export type View = (typeof VIEWS)[number];

/** The `view` attribute as a screen; none is the messaging list, an unknown one is null. */
export function viewOf(view: string | undefined): View | null {
  if (!view) return 'messaging';
  return (VIEWS as readonly string[]).includes(view) ? (view as View) : null;
}

/** Spec 000 §2: the `/botgroups` lists are for managers, "forms need admin". */
export function viewRank(view: View): Role {
  return view === 'messaging' || view === 'webivr' ? 'manager' : 'admin';
}

/** Screens about one existing entry point: they need its id. */
export const NEEDS_ID: readonly View[] = ['customization', 'embed'];

/**
 * The `entry-point-id` attribute: null when absent (a form then creates), `'invalid'` when it is not
 * a positive whole number.
 */
export function entryPointIdOf(value: string | undefined): number | null | 'invalid' {
  if (!value) return null;
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : 'invalid';
}

/** The console path of a screen (what `oc-navigate` asks for). */
export function viewPath(view: View, id?: number): string {
  const at = id === undefined ? '' : `/${id}`;
  switch (view) {
    case 'messaging':
      return '/botgroups';
    case 'webivr':
      return '/botgroups/webivr';
    case 'messaging-form':
      return `/botgroups/messaging/form${at}`;
    case 'customization':
      return `/botgroups/messaging/form${at}/customization`;
    case 'embed':
      return `/botgroups/messaging/form${at}/embed`;
    case 'messenger-menu':
      return `/botgroups/messaging/form-messenger-menu${at}`;
  }
}
