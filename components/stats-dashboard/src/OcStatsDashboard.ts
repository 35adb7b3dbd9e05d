import { elementClass } from '@omnicanal/element';
import { AREA_NAV_CSS, DATE_RANGE_CSS, FORM_NAMESPACE, SCREEN_CSS } from '@omnicanal/ui';
import type { ComponentType } from 'react';
import uplotCss from 'uplot/dist/uPlot.min.css?inline';
import css from './StatsDashboard.css?inline';
import { StatsDashboard } from './StatsDashboard.tsx';

/**
 * The dashboards of a company (spec 002 §2 `/dashboard`): the global activity with its agent
 * activity and discussions tabs, the managers' overview by skill and channel, the live monitoring
 * the bot's main figures and its customer analytics (a sankey of the paths visitors took), the web
 * IVR's figures, paths and menu tree, the campaigns' sends and how far they got, the public
 * comments, the customers' reviews and the tickets, one screen at a time chosen by `view`, with the range (presets,
 * at most one year), skill and agent filters shared between screens and CSV exports. Figures come
 * from the stats service, computed from the company's real conversations in its time zone.
 * `token` is required; `user` is fetched when not given. A key account's token (`okd_…`) reads the
 * dashboards of the granted company named by `company-id`, without the skill and agent filters.
 *
 * @summary Dashboards: global activity, agents, discussions, overview, monitoring, bot figures and bot journeys.
 * @attr {string} view - the screen: `activity` (default), `overview`, `monitoring`, `bot`, `flow`, `webivr`, `webivr-flow`, `webivr-tree`, `campaigns`, `comments`, `reviews`, `ticketing`
 * @attr {string} area - the family the screen belongs to, for the links between screens: `dashboard` (default) or `stats`
 * @attr {string} company-id - with a key account's token: the granted company whose dashboards are read
 * @fires oc-navigate - a link between screens was clicked: `path` is the screen's console path (`/dashboard/overview`, `/stats/webivr/main`, …); not sent to a key account, who gets no links
 * @csspart screen - each screen: its heading, buttons and content
 * @csspart screen-head - the line of the heading and the screen's buttons
 * @csspart screen-title - the screen's heading
 * @csspart screen-actions - the screen's buttons
 * @csspart screen-intro - the sentence under the heading
 */
export class OcStatsDashboard extends elementClass(StatsDashboard as ComponentType<Record<string, unknown>>, {
  attributes: ['view', 'companyId', 'area'],
  styles: [SCREEN_CSS, AREA_NAV_CSS, DATE_RANGE_CSS, uplotCss, css],
  namespaces: ['stats-dashboard', FORM_NAMESPACE],
}) {
  /** The `view` attribute. */
  declare view: string | undefined;
  /** The `area` attribute. */
  declare area: string | undefined;
  /** The `company-id` attribute. */
  declare companyId: string | undefined;
}
