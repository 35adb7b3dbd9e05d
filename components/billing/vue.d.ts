// Generated from custom-elements.json by `npm run build:manifest`: edit the element class instead.
import type { DefineComponent } from 'vue';
import type { OcBilling } from './src/OcBilling.ts';

/** Attributes of `<oc-billing>`. */
export interface OcBillingAttributes {
  /** the screen: `subscription` (default, optionally `subscription/{offer}/{currency}`), `address`, `payments`, `payments/add`, `invoices`, `summary` */
  'section'?: string;
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
    'oc-billing': DefineComponent<OcBillingAttributes & Partial<Pick<OcBilling, 'token' | 'user' | 'strings' | 'customer'>>>;
  }
}
