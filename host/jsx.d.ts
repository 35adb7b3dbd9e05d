// Generated from custom-elements.json by `npm run build:manifest`: edit the element class instead.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { OcShell } from './src/shell/Shell.ts';

/** Attributes of `<oc-shell>`. */
export interface OcShellAttributes {
  /** base of every service (default `/api`) */
  'api-base'?: string;
  /** colour scheme of the console and every element in it (`auto` follows the reader's system); without it, the page's */
  'theme'?: 'light' | 'dark' | 'auto';
  /** set by the shell on routes where the product's chat widget hides */
  'data-chat-widget-hidden'?: string;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'oc-shell': DetailedHTMLProps<HTMLAttributes<OcShell>, OcShell> & OcShellAttributes;
    }
  }
}
