// Generated from custom-elements.json by `npm run build:manifest`: edit the element class instead.
import type { DefineComponent } from 'vue';
import type { OcAuth } from './src/OcAuth.ts';

/** Attributes of `<oc-auth>`. */
export interface OcAuthAttributes {
  /** which screen: `login`, `register`, `register-appsumo`, `confirm-email`, `password-reset`, `password-reset-confirm`, `password-change`, `two-factor`, `masquerade`, `invitation` (default `login`) */
  'screen'?: string;
  /** key of the mailed confirmation link (`confirm-email`) */
  'confirm-key'?: string;
  /** user of the mailed reset or invitation link (`password-reset-confirm`, `invitation`) */
  'uid'?: string;
  /** token of the mailed reset link (`password-reset-confirm`) */
  'reset-token'?: string;
  /** token of the mailed invitation link (`invitation`) */
  'invitation-token'?: string;
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
    'oc-auth': DefineComponent<OcAuthAttributes & Partial<Pick<OcAuth, 'token' | 'user' | 'strings' | 'customer'>>>;
  }
}
