import { elementClass } from '@omnicanal/element';
import {
  AREA_NAV_CSS,
  DIALOG_CSS,
  FLOW_CSS,
  FORM_CSS,
  FORM_NAMESPACE,
  MENU_CSS,
  SCREEN_CSS,
} from '@omnicanal/ui';
import xyflowCss from '@xyflow/react/dist/style.css?inline';
import type { ComponentType } from 'react';
import contentCss from './content/content.css?inline';
import css from './WebivrBuilder.css?inline';
import { WebivrBuilder } from './WebivrBuilder.tsx';

/**
 * The web IVR builder (spec 001 §2 `/webivr` and `/webivr-builder/…`, self-hosted edition): the
 * list of a company's web IVRs with their add and edit forms, and, for one account, the canvas of
 * a version's trees with a form per action kind, the unvalidated nodes, undo and redo kept by the
 * server (they survive a reload), the changes since the published version, publishing, the
 * version switcher (published and history versions read-only) and a preview of the menu as a
 * visitor sees it; beside the canvas, the account's FAQs, forms and templates. `token` is required;
 * `user` is fetched when not given.
 *
 * @summary Web IVR: the list of menus, the builder of one menu's versions, its FAQs, forms and templates.
 * @attr {string} view - the screen: `builder` (default), `accounts`, `account`, `faqs`, `forms`, `templates`
 * @attr {string} version-id - the builder: the version shown (the working one is editable, the others read-only)
 * @attr {string} account-id - the web IVR (the builder, its content, and `account` to edit one; absent there: a new one)
 * @attr {string} tree-id - the builder: the tree shown (absent: the first)
 * @attr {string} node-id - the builder: the node selected, its form open
 * @fires oc-navigate - the builder shows another tree or node, another version, or the FAQs, forms or templates: the console path to go to (`/webivr-builder/{version}/{account}/{tree}/{node}`…)
 * @attr {string} item-id - `faqs`, `forms`, `templates`: the item edited, `add` for a new one, absent for the list
 * @cssproperty [--oc-webivr-height=36rem] - the builder's height: the canvas, and the lists beside it that scroll
 * @cssproperty [--oc-webivr-list-width=14rem] - width of the unvalidated nodes' list
 * @cssproperty [--oc-webivr-panel-width=22rem] - width of the selected node's form
 * @csspart screen - each screen: its heading, buttons and content
 * @csspart screen-head - the line of the heading and the screen's buttons
 * @csspart screen-title - the screen's heading
 * @csspart screen-actions - the screen's buttons
 * @csspart screen-intro - the sentence under the heading
 */
export class OcWebivrBuilder extends elementClass(WebivrBuilder as ComponentType<Record<string, unknown>>, {
  attributes: ['view', 'versionId', 'accountId', 'treeId', 'nodeId', 'itemId'],
  // xyflow's own sheet first: the builder's canvas rules (WebivrBuilder.css) override it.
  styles: [SCREEN_CSS, AREA_NAV_CSS, FORM_CSS, DIALOG_CSS, MENU_CSS, xyflowCss, FLOW_CSS, css, contentCss],
  namespaces: ['webivr-builder', 'webivr-content', 'webivr', FORM_NAMESPACE],
}) {
  /** The `view` attribute. */
  declare view: string | undefined;
  /** The `version-id` attribute. */
  declare versionId: string | undefined;
  /** The `account-id` attribute. */
  declare accountId: string | undefined;
  /** The `tree-id` attribute. */
  declare treeId: string | undefined;
  /** The `node-id` attribute. */
  declare nodeId: string | undefined;
  /** The `item-id` attribute. */
  declare itemId: string | undefined;
}
