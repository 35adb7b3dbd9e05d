import { defineElement } from '@omnicanal/element';
import { FORM_CSS } from '@omnicanal/ui';
import xyflowCss from '@xyflow/react/dist/style.css?inline';
import css from './BotBuilder.css?inline';
import { BotBuilder } from './BotBuilder.tsx';
import canvasCss from './Canvas/Canvas.css?inline';
import { PANELS_CSS } from './panels/index.ts';

/**
 * Registers `<oc-bot-builder>` (idempotent: a second build on the page keeps the first definition).
 *
 * @summary The bot builder: the trees of one channel of a bot, drawn as diagrams, edited with
 * undo and redo, checked, tested and saved.
 * @attr skill-id - id of the skill owning the bot
 * @attr bot-id - id of the bot in that skill
 * @attr channel-id - channel whose trees are edited (`web`, `whatsapp`, …; default `web`)
 * @attr tree-uuid - key of the tree to open (default: the channel's initial tree)
 * @attr api-base - base URL of the API (default `/api`)
 * @attr locale - `fr` (default) or `en`
 * @attr edition - `hosted` or `self-hosted`
 * @prop token - bearer token of the user; kept in memory, never reflected into an attribute
 * @prop user - the signed-in user, when the host already has it
 * @fires oc-navigate - `{path}`: another tree was opened; `/bot-builder/skills/…/channels/…/trees/<key>/`
 * @fires oc-dirty-change - `{dirty}`: the unsaved-changes flag changed
 * @fires oc-error - `{code, message}`: the bot could not be loaded
 * @fires oc-unauthorized - no token
 * @csspart toolbar - the action bar with the save status
 * @csspart trees - the list of trees
 * @csspart canvas - the diagram
 * @csspart panels - the column of side panels
 * @cssprop --oc-builder-trees-width - width of the tree list (default 14rem)
 * @cssprop --oc-builder-panel-width - width of the side panels (default 22rem)
 * @cssprop --oc-builder-min-height - minimum height of the element (default 32rem)
 */
export const BotBuilderElement: CustomElementConstructor = defineElement('oc-bot-builder', BotBuilder, {
  attributes: ['skillId', 'botId', 'channelId', 'treeUuid'],
  styles: [xyflowCss, FORM_CSS, PANELS_CSS, css, canvasCss],
  namespaces: ['bot-builder', 'bot-forms', 'form'],
});
