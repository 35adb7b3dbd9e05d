// Generated from custom-elements.json by `npm run build:manifest`: edit the element class instead.
import '@omnicanal/stats-dashboard/define';
import type { OcStatsDashboard as OcStatsDashboardElement } from '@omnicanal/stats-dashboard';
import { createComponent, type ElementProps } from './createComponent.ts';

/** Props of {@link OcStatsDashboard}: the attributes, properties and events of `<oc-stats-dashboard>`. */
export interface OcStatsDashboardProps extends ElementProps<OcStatsDashboardElement> {
  /** the screen: `activity` (default), `overview`, `monitoring`, `bot`, `flow`, `webivr`, `webivr-flow`, `webivr-tree`, `campaigns`, `comments`, `reviews`, `ticketing` */
  view?: string;
  /** the family the screen belongs to, for the links between screens: `dashboard` (default) or `stats` */
  area?: string;
  /** with a key account's token: the granted company whose dashboards are read */
  companyId?: string;
  /** where the Omnicanal API is; every service base derives from it (`<api-base>/core`, …) (default `/api`) */
  apiBase?: string;
  /** interface language, shared by every Omnicanal element of the page (default `fr`) */
  locale?: 'fr' | 'en';
  /** product edition; without it, the one the server announces */
  edition?: 'hosted' | 'self-hosted';
  /** colour scheme (`auto` follows the reader's system); without it, the page's `color-scheme`; elements inside inherit it */
  theme?: 'light' | 'dark' | 'auto';
  /** Bearer token of the signed-in user. Kept in memory only: never reflected into an attribute, never stored. A value set before the element's code loads still applies. Set as a property, never written into an attribute. */
  token?: OcStatsDashboardElement['token'];
  /** The signed-in user, when the host already has it (otherwise the element loads it). Set as a property, never written into an attribute. */
  user?: OcStatsDashboardElement['user'];
  /** A partner's own texts in place of ours, by language and key as the element reads them: `{ fr: { 'settings:skills.title': 'Files d’attente' } }`. They apply to the whole page (every element showing that key), and to texts that load later. Set as a property, never written into an attribute. */
  strings?: OcStatsDashboardElement['strings'];
  /** The user's company, when the host already has it (otherwise the element loads it when it needs it). Set as a property, never written into an attribute. */
  customer?: OcStatsDashboardElement['customer'];
  /** a link between screens was clicked: `path` is the screen's console path (`/dashboard/overview`, `/stats/webivr/main`, …); not sent to a key account, who gets no links */
  onOcNavigate?: (event: CustomEvent<{ path: string }>) => void;
}

/**
 * `<oc-stats-dashboard>` as a React component (its tag is defined on import). Properties such as the token are
 * set on the element, never written into the DOM; `on…` props listen to its events; `ref` is the element.
 */
export const OcStatsDashboard = createComponent<OcStatsDashboardElement, OcStatsDashboardProps>({
  tagName: 'oc-stats-dashboard',
  attributes: {
    view: 'view',
    area: 'area',
    companyId: 'company-id',
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
