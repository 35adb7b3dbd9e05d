// Generated from custom-elements.json by `npm run build:manifest`: edit the element class instead.
import type { DefineComponent } from 'vue';
import type { OcSettings } from './src/OcSettings.ts';

/** Attributes of `<oc-settings>`. */
export interface OcSettingsAttributes {
  /** the area: `account`, `account-delete`, `agents`, `calendars`, `skills`, `groups`, `subaccounts`, `contact-reasons`, `msglib`, `rooms`, `external-views`, `chat`, `public-api`, `channels`, `surveys`, `third-parties`, `scheduled-exports` */
  'section'?: string;
  /** below the area in the path: `add`, an id, `customization/3`, `categories/3/subcategories/4` */
  'item'?: string;
  /** where the Omnicanal API is; every service base derives from it (`<api-base>/core`, …) (default `/api`) */
  'api-base'?: string;
  /** interface language, shared by every Omnicanal element of the page (default `fr`) */
  'locale'?: 'fr' | 'en';
  /** product edition; without it, the one the server announces */
  'edition'?: 'hosted' | 'self-hosted';
  /** colour scheme (`auto` follows the reader's system); without it, the page's `color-scheme`; elements inside inherit it */
  'theme'?: 'light' | 'dark' | 'auto';
}

declare module 'vue' {
  interface GlobalComponents {
    'oc-settings': DefineComponent<OcSettingsAttributes & Partial<Pick<OcSettings, 'token' | 'user' | 'strings' | 'customer'>>>;
  }
}
