// Generated from custom-elements.json by `npm run build:manifest`: edit the element class instead.
import type { DefineComponent } from 'vue';
import type { OcEntryPoints } from './src/OcEntryPoints.ts';

/** Attributes of `<oc-entry-points>`. */
export interface OcEntryPointsAttributes {
  /** the screen: `messaging` (default), `webivr`, `messaging-form`, `customization`, `messenger-menu`, `embed` */
  'view'?: string;
  /** the entry point a form, customisation or embed screen is about; none on a form creates one */
  'entry-point-id'?: string;
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
    'oc-entry-points': DefineComponent<OcEntryPointsAttributes & Partial<Pick<OcEntryPoints, 'token' | 'user' | 'strings' | 'customer'>>>;
  }
}
