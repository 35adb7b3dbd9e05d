// Generated from custom-elements.json by `npm run build:manifest`: edit the element class instead.
import '@omnicanal/billing/define';
import type { OcBilling as OcBillingElement } from '@omnicanal/billing';
import { createComponent, type ElementProps } from './createComponent.ts';

/** Props of {@link OcBilling}: the attributes, properties and events of `<oc-billing>`. */
export interface OcBillingProps extends ElementProps<OcBillingElement> {
  /** the screen: `subscription` (default, optionally `subscription/{offer}/{currency}`), `address`, `payments`, `payments/add`, `invoices`, `summary` */
  section?: string;
  /** where the Omnicanal API is; every service base derives from it (`<api-base>/core`, …) (default `/api`) */
  apiBase?: string;
  /** interface language, shared by every Omnicanal element of the page (default `fr`) */
  locale?: 'fr' | 'en';
  /** product edition; without it, the one the server announces */
  edition?: 'hosted' | 'self-hosted';
  /** colour scheme (`auto` follows the reader's system); without it, the page's `color-scheme`; elements inside inherit it */
  theme?: 'light' | 'dark' | 'auto';
  /** Bearer token of the signed-in user. Kept in memory only: never reflected into an attribute, never stored. A value set before the element's code loads still applies. Set as a property, never written into an attribute. */
  token?: OcBillingElement['token'];
  /** The signed-in user, when the host already has it (otherwise the element loads it). Set as a property, never written into an attribute. */
  user?: OcBillingElement['user'];
  /** A partner's own texts in place of ours, by language and key as the element reads them: `{ fr: { 'settings:skills.title': 'Files d’attente' } }`. They apply to the whole page (every element showing that key), and to texts that load later. Set as a property, never written into an attribute. */
  strings?: OcBillingElement['strings'];
  /** The user's company, when the host already has it (otherwise the element loads it when it needs it). Set as a property, never written into an attribute. */
  customer?: OcBillingElement['customer'];
  /** a link to another billing screen (`/settings/billing/address`) */
  onOcNavigate?: (event: CustomEvent<{ path: string }>) => void;
}

/**
 * `<oc-billing>` as a React component (its tag is defined on import). Properties such as the token are
 * set on the element, never written into the DOM; `on…` props listen to its events; `ref` is the element.
 */
export const OcBilling = createComponent<OcBillingElement, OcBillingProps>({
  tagName: 'oc-billing',
  attributes: {
    section: 'section',
    apiBase: 'api-base',
    locale: 'locale',
    edition: 'edition',
    theme: 'theme',
  },
  properties: ['token', 'user', 'strings', 'customer'],
  events: {
    onOcNavigate: 'oc-navigate',
  },
});
