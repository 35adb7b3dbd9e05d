// Generated from custom-elements.json by `npm run build:manifest`: edit the element class instead.
import '@omnicanal/webivr-builder/define';
import type { OcWebivrBuilder as OcWebivrBuilderElement } from '@omnicanal/webivr-builder';
import { createComponent, type ElementProps } from './createComponent.ts';

/** Props of {@link OcWebivrBuilder}: the attributes, properties and events of `<oc-webivr-builder>`. */
export interface OcWebivrBuilderProps extends ElementProps<OcWebivrBuilderElement> {
  /** the screen: `builder` (default), `accounts`, `account`, `faqs`, `forms`, `templates` */
  view?: string;
  /** the builder: the version shown (the working one is editable, the others read-only) */
  versionId?: string;
  /** the web IVR (the builder, its content, and `account` to edit one; absent there: a new one) */
  accountId?: string;
  /** the builder: the tree shown (absent: the first) */
  treeId?: string;
  /** the builder: the node selected, its form open */
  nodeId?: string;
  /** `faqs`, `forms`, `templates`: the item edited, `add` for a new one, absent for the list */
  itemId?: string;
  /** where the Omnicanal API is; every service base derives from it (`<api-base>/core`, …) (default `/api`) */
  apiBase?: string;
  /** interface language, shared by every Omnicanal element of the page (default `fr`) */
  locale?: 'fr' | 'en';
  /** product edition; without it, the one the server announces */
  edition?: 'hosted' | 'self-hosted';
  /** colour scheme (`auto` follows the reader's system); without it, the page's `color-scheme`; elements inside inherit it */
  theme?: 'light' | 'dark' | 'auto';
  /** Bearer token of the signed-in user. Kept in memory only: never reflected into an attribute, never stored. A value set before the element's code loads still applies. Set as a property, never written into an attribute. */
  token?: OcWebivrBuilderElement['token'];
  /** The signed-in user, when the host already has it (otherwise the element loads it). Set as a property, never written into an attribute. */
  user?: OcWebivrBuilderElement['user'];
  /** A partner's own texts in place of ours, by language and key as the element reads them: `{ fr: { 'settings:skills.title': 'Files d’attente' } }`. They apply to the whole page (every element showing that key), and to texts that load later. Set as a property, never written into an attribute. */
  strings?: OcWebivrBuilderElement['strings'];
  /** The user's company, when the host already has it (otherwise the element loads it when it needs it). Set as a property, never written into an attribute. */
  customer?: OcWebivrBuilderElement['customer'];
  /** the builder shows another tree or node, another version, or the FAQs, forms or templates: the console path to go to (`/webivr-builder/{version}/{account}/{tree}/{node}`…) */
  onOcNavigate?: (event: CustomEvent<{ path: string }>) => void;
}

/**
 * `<oc-webivr-builder>` as a React component (its tag is defined on import). Properties such as the token are
 * set on the element, never written into the DOM; `on…` props listen to its events; `ref` is the element.
 */
export const OcWebivrBuilder = createComponent<OcWebivrBuilderElement, OcWebivrBuilderProps>({
  tagName: 'oc-webivr-builder',
  attributes: {
    view: 'view',
    versionId: 'version-id',
    accountId: 'account-id',
    treeId: 'tree-id',
    nodeId: 'node-id',
    itemId: 'item-id',
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
