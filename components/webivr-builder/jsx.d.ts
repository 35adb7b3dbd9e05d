// Generated from custom-elements.json by `npm run build:manifest`: edit the element class instead.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { OcWebivrBuilder } from './src/OcWebivrBuilder.ts';

/** Attributes of `<oc-webivr-builder>`. */
export interface OcWebivrBuilderAttributes {
  /** the screen: `builder` (default), `accounts`, `account`, `faqs`, `forms`, `templates` */
  'view'?: string;
  /** the builder: the version shown (the working one is editable, the others read-only) */
  'version-id'?: string;
  /** the web IVR (the builder, its content, and `account` to edit one; absent there: a new one) */
  'account-id'?: string;
  /** the builder: the tree shown (absent: the first) */
  'tree-id'?: string;
  /** the builder: the node selected, its form open */
  'node-id'?: string;
  /** `faqs`, `forms`, `templates`: the item edited, `add` for a new one, absent for the list */
  'item-id'?: string;
  /** where the Omnicanal API is; every service base derives from it (`<api-base>/core`, …) (default `/api`) */
  'api-base'?: string;
  /** interface language, shared by every Omnicanal element of the page (default `fr`) */
  'locale'?: 'fr' | 'en';
  /** product edition; without it, the one the server announces */
  'edition'?: 'hosted' | 'self-hosted';
  /** colour scheme (`auto` follows the reader's system); without it, the page's `color-scheme`; elements inside inherit it */
  'theme'?: 'light' | 'dark' | 'auto';
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'oc-webivr-builder': DetailedHTMLProps<HTMLAttributes<OcWebivrBuilder>, OcWebivrBuilder> & OcWebivrBuilderAttributes;
    }
  }
}
