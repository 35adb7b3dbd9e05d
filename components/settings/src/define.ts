import { defineElement } from '@omnicanal/element';
import { DIALOG_CSS, FORM_CSS, FORM_NAMESPACE } from '@omnicanal/ui';
import type { ComponentType } from 'react';
import css from './Settings.css?inline';
import { Settings } from './Settings.tsx';

/**
 * `<oc-settings>`: the settings screens a company runs on (spec 002 §2). Registers once; loading
 * this module again is harmless.
 *
 * @summary Agents, skills, groups, sub-accounts, contact reasons, message library, rooms, account,
 * external views, chat settings and public API connections.
 * @attr section - the area: `account`, `account-delete`, `agents`, `skills`, `groups`,
 *   `subaccounts`, `contact-reasons`, `msglib`, `rooms`, `external-views`, `chat`, `public-api`
 * @attr item - below the area in the path: `add`, an id, `categories/3/subcategories/4`
 * @event oc-navigate - `{ path }`: a console path to go to (`/settings/agents/add`)
 * @event oc-dirty-change - `{ dirty }`: a form has changes not saved yet
 */
export const OcSettings: CustomElementConstructor = defineElement(
  'oc-settings',
  Settings as ComponentType<Record<string, unknown>>,
  {
    attributes: ['section', 'item'],
    styles: [FORM_CSS, DIALOG_CSS, css],
    namespaces: [
      'settings',
      'settings-agents',
      'settings-skills',
      'settings-content',
      'settings-account',
      FORM_NAMESPACE,
    ],
  },
);
