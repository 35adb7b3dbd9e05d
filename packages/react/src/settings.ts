// Generated from custom-elements.json by `npm run build:manifest`: edit the element class instead.
import '@omnicanal/settings/define';
import type { OcSettings as OcSettingsElement } from '@omnicanal/settings';
import { createComponent, type ElementProps } from './createComponent.ts';

/** Props of {@link OcSettings}: the attributes, properties and events of `<oc-settings>`. */
export interface OcSettingsProps extends ElementProps<OcSettingsElement> {
  /** the area: `account`, `account-delete`, `agents`, `calendars`, `skills`, `groups`, `subaccounts`, `contact-reasons`, `msglib`, `rooms`, `external-views`, `chat`, `public-api`, `channels`, `surveys`, `third-parties`, `scheduled-exports` */
  section?: string;
  /** below the area in the path: `add`, an id, `customization/3`, `categories/3/subcategories/4` */
  item?: string;
  /** where the Omnicanal API is; every service base derives from it (`<api-base>/core`, …) (default `/api`) */
  apiBase?: string;
  /** interface language, shared by every Omnicanal element of the page (default `fr`) */
  locale?: 'fr' | 'en';
  /** product edition; without it, the one the server announces */
  edition?: 'hosted' | 'self-hosted';
  /** colour scheme (`auto` follows the reader's system); without it, the page's `color-scheme`; elements inside inherit it */
  theme?: 'light' | 'dark' | 'auto';
  /** Bearer token of the signed-in user. Kept in memory only: never reflected into an attribute, never stored. A value set before the element's code loads still applies. Set as a property, never written into an attribute. */
  token?: OcSettingsElement['token'];
  /** The signed-in user, when the host already has it (otherwise the element loads it). Set as a property, never written into an attribute. */
  user?: OcSettingsElement['user'];
  /** A partner's own texts in place of ours, by language and key as the element reads them: `{ fr: { 'settings:skills.title': 'Files d’attente' } }`. They apply to the whole page (every element showing that key), and to texts that load later. Set as a property, never written into an attribute. */
  strings?: OcSettingsElement['strings'];
  /** The user's company, when the host already has it (otherwise the element loads it when it needs it). Set as a property, never written into an attribute. */
  customer?: OcSettingsElement['customer'];
  /** a link to another settings screen (`/settings/agents/add`) */
  onOcNavigate?: (event: CustomEvent<{ path: string }>) => void;
  /** a form has changes not saved yet, or no longer has */
  onOcDirtyChange?: (event: CustomEvent<{ dirty: boolean }>) => void;
}

/**
 * `<oc-settings>` as a React component (its tag is defined on import). Properties such as the token are
 * set on the element, never written into the DOM; `on…` props listen to its events; `ref` is the element.
 */
export const OcSettings = createComponent<OcSettingsElement, OcSettingsProps>({
  tagName: 'oc-settings',
  attributes: {
    section: 'section',
    item: 'item',
    apiBase: 'api-base',
    locale: 'locale',
    edition: 'edition',
    theme: 'theme',
  },
  properties: ['token', 'user', 'strings', 'customer'],
  events: {
    onOcNavigate: 'oc-navigate',
    onOcDirtyChange: 'oc-dirty-change',
  },
});
