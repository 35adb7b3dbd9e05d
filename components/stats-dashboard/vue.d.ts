// Generated from custom-elements.json by `npm run build:manifest`: edit the element class instead.
import type { DefineComponent } from 'vue';
import type { OcStatsDashboard } from './src/OcStatsDashboard.ts';

/** Attributes of `<oc-stats-dashboard>`. */
export interface OcStatsDashboardAttributes {
  /** the screen: `activity` (default), `overview`, `monitoring`, `bot`, `flow`, `webivr`, `webivr-flow`, `webivr-tree`, `campaigns`, `comments`, `reviews`, `ticketing` */
  'view'?: string;
  /** the family the screen belongs to, for the links between screens: `dashboard` (default) or `stats` */
  'area'?: string;
  /** with a key account's token: the granted company whose dashboards are read */
  'company-id'?: string;
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
    'oc-stats-dashboard': DefineComponent<OcStatsDashboardAttributes & Partial<Pick<OcStatsDashboard, 'token' | 'user' | 'strings' | 'customer'>>>;
  }
}
