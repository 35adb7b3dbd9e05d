import { elementClass } from '@omnicanal/element';
import { FLOW_CSS, FORM_CSS } from '@omnicanal/ui';
import xyflowCss from '@xyflow/react/dist/style.css?inline';
import css from './BotBuilder.css?inline';
import { BotBuilder } from './BotBuilder.tsx';
import canvasCss from './Canvas/Canvas.css?inline';
import { PANELS_CSS } from './panels/index.ts';

/**
 * The bot builder of one channel of a bot (spec 001 §2–§4): the channel's trees, the open tree drawn
 * as a diagram, the properties of the selected node, the problems of the bot, a search and a test
 * conversation. Changing `skill-id`, `bot-id` or `channel-id` loads that bot afresh (unsaved changes
 * of the previous one are dropped: listen to `oc-dirty-change` to warn first).
 *
 * @summary The bot builder: the trees of one channel of a bot, drawn as diagrams, edited with
 * undo and redo, checked, tested and saved.
 * @attr {string} skill-id - id of the skill owning the bot
 * @attr {string} bot-id - id of the bot in that skill
 * @attr {string} [channel-id=web] - channel whose trees are edited (`web`, `whatsapp`, …); `whatsapp` applies its limits
 * @attr {string} tree-uuid - key of the tree to open; without it, the channel's initial tree
 * @fires oc-navigate - another tree was opened (from the list, a new or duplicated tree, a problem or search result): `/bot-builder/skills/{skill}/bots/{bot}/channels/{channel}/trees/{tree}/`. Not sent for the tree named by `tree-uuid`
 * @fires oc-dirty-change - the unsaved-changes flag changed (spec 001 §4); while dirty, the element also asks the browser to confirm before leaving the page
 * @fires oc-error - the bot could not be loaded (`errors.bad_authentication`, spec 001 §8, or `errors.not_found`); `message` is translated. Edit and save errors show in place
 * @fires oc-unauthorized - there is no token
 * @csspart toolbar - the action bar with the save status
 * @csspart trees - the list of trees and the tree actions
 * @csspart canvas - the diagram
 * @csspart panels - the column of side panels
 * @cssproperty [--oc-builder-trees-width=14rem] - width of the tree list
 * @cssproperty [--oc-builder-panel-width=22rem] - width of the side panels
 * @cssproperty [--oc-builder-min-height=32rem] - minimum height of the element
 */
export class OcBotBuilder extends elementClass(BotBuilder, {
  attributes: ['skillId', 'botId', 'channelId', 'treeUuid'],
  styles: [xyflowCss, FLOW_CSS, FORM_CSS, PANELS_CSS, css, canvasCss],
  namespaces: ['bot-builder', 'bot-forms', 'form'],
}) {
  /** The `skill-id` attribute. */
  declare skillId: string | undefined;
  /** The `bot-id` attribute. */
  declare botId: string | undefined;
  /** The `channel-id` attribute. */
  declare channelId: string | undefined;
  /** The `tree-uuid` attribute. */
  declare treeUuid: string | undefined;
}
