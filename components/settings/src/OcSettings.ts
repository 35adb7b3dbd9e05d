import { elementClass } from '@omnicanal/element';
import { DIALOG_CSS, FORM_CSS, FORM_NAMESPACE, MENU_CSS, PREVIEW_CSS, SCREEN_CSS } from '@omnicanal/ui';
import type { ComponentType } from 'react';
import css from './Settings.css?inline';
import { Settings } from './Settings.tsx';
import calendarsCss from './sections/calendars/Calendars.css?inline';

/**
 * The settings screens a company runs on (spec 002 §2), one area at a time chosen by `section`;
 * what lies below the area in the console path is `item`. `token` is required; `user` and
 * `customer` are fetched when not given.
 *
 * @summary Agents, calendars, skills, groups, sub-accounts, contact reasons, message library, rooms, account,
 * external views, chat settings, public API connections, channels, surveys, third-party accounts and
 * scheduled exports.
 * @attr {string} section - the area: `account`, `account-delete`, `agents`, `calendars`, `skills`, `groups`, `subaccounts`, `contact-reasons`, `msglib`, `rooms`, `external-views`, `chat`, `public-api`, `channels`, `surveys`, `third-parties`, `scheduled-exports`
 * @attr {string} item - below the area in the path: `add`, an id, `customization/3`, `categories/3/subcategories/4`
 * @fires oc-navigate - a link to another settings screen (`/settings/agents/add`)
 * @fires oc-dirty-change - a form has changes not saved yet, or no longer has
 * @csspart screen - each screen: its heading, buttons and content
 * @csspart screen-head - the line of the heading and the screen's buttons
 * @csspart screen-title - the screen's heading
 * @csspart screen-actions - the screen's buttons (Add…)
 * @csspart screen-intro - the sentence under the heading
 */
export class OcSettings extends elementClass(Settings as ComponentType<Record<string, unknown>>, {
  attributes: ['section', 'item'],
  styles: [SCREEN_CSS, FORM_CSS, DIALOG_CSS, MENU_CSS, PREVIEW_CSS, css, calendarsCss],
  namespaces: [
    'settings',
    'settings-agents',
    'settings-skills',
    'settings-content',
    'settings-account',
    'settings-calendars',
    'settings-channels',
    'settings-surveys',
    'settings-thirdparties',
    'settings-exports',
    FORM_NAMESPACE,
  ],
}) {
  /** The `section` attribute. */
  declare section: string | undefined;
  /** The `item` attribute. */
  declare item: string | undefined;
}
