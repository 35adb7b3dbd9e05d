import { elementClass } from '@omnicanal/element';
import { DIALOG_CSS, FORM_CSS, FORM_NAMESPACE, MENU_CSS, PREVIEW_CSS, SCREEN_CSS } from '@omnicanal/ui';
import type { ComponentType } from 'react';
import css from './EntryPoints.css?inline';
import { EntryPoints } from './EntryPoints.tsx';

/**
 * The entry points of a company (botgroups, spec 001 §2, §3): the lists, the messaging form, the
 * widget customisation, the Messenger menu form and the embed code of a web entry point, one
 * screen at a time chosen by `view`. Managers read the lists; the other screens need an admin.
 * `token` is required; `user` is fetched when not given.
 *
 * @summary Entry point lists (messaging, web IVR), forms, widget customisation, Messenger menu and embed code.
 * @attr {string} view - the screen: `messaging` (default), `webivr`, `messaging-form`, `customization`, `messenger-menu`, `embed`
 * @attr {string} entry-point-id - the entry point a form, customisation or embed screen is about; none on a form creates one
 * @fires oc-navigate - a link to another entry point screen (`/botgroups/messaging/form/3`)
 * @fires oc-dirty-change - a form has changes not saved yet, or no longer has
 * @csspart screen - each screen: its heading, buttons and content
 * @csspart screen-head - the line of the heading and the screen's buttons
 * @csspart screen-title - the screen's heading
 * @csspart screen-actions - the screen's buttons (Add…)
 * @csspart screen-intro - the sentence under the heading
 */
export class OcEntryPoints extends elementClass(EntryPoints as ComponentType<Record<string, unknown>>, {
  attributes: ['view', 'entryPointId'],
  styles: [SCREEN_CSS, FORM_CSS, DIALOG_CSS, MENU_CSS, PREVIEW_CSS, css],
  namespaces: ['entry-points', FORM_NAMESPACE],
}) {
  /** The `view` attribute. */
  declare view: string | undefined;
  /** The `entry-point-id` attribute. */
  declare entryPointId: string | undefined;
}
