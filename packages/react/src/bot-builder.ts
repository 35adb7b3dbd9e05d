// Generated from custom-elements.json by `npm run build:manifest`: edit the element class instead.
import '@omnicanal/bot-builder/define';
import type { OcBotBuilder as OcBotBuilderElement } from '@omnicanal/bot-builder';
import { createComponent, type ElementProps } from './createComponent.ts';

/** Props of {@link OcBotBuilder}: the attributes, properties and events of `<oc-bot-builder>`. */
export interface OcBotBuilderProps extends ElementProps<OcBotBuilderElement> {
  /** id of the skill owning the bot */
  skillId?: string;
  /** id of the bot in that skill */
  botId?: string;
  /** channel whose trees are edited (`web`, `whatsapp`, …); `whatsapp` applies its limits (default `web`) */
  channelId?: string;
  /** key of the tree to open; without it, the channel's initial tree */
  treeUuid?: string;
  /** where the Omnicanal API is; every service base derives from it (`<api-base>/core`, …) (default `/api`) */
  apiBase?: string;
  /** interface language, shared by every Omnicanal element of the page (default `fr`) */
  locale?: 'fr' | 'en';
  /** product edition; without it, the one the server announces */
  edition?: 'hosted' | 'self-hosted';
  /** colour scheme (`auto` follows the reader's system); without it, the page's `color-scheme`; elements inside inherit it */
  theme?: 'light' | 'dark' | 'auto';
  /** Bearer token of the signed-in user. Kept in memory only: never reflected into an attribute, never stored. A value set before the element's code loads still applies. Set as a property, never written into an attribute. */
  token?: OcBotBuilderElement['token'];
  /** The signed-in user, when the host already has it (otherwise the element loads it). Set as a property, never written into an attribute. */
  user?: OcBotBuilderElement['user'];
  /** A partner's own texts in place of ours, by language and key as the element reads them: `{ fr: { 'settings:skills.title': 'Files d’attente' } }`. They apply to the whole page (every element showing that key), and to texts that load later. Set as a property, never written into an attribute. */
  strings?: OcBotBuilderElement['strings'];
  /** The user's company, when the host already has it (otherwise the element loads it when it needs it). Set as a property, never written into an attribute. */
  customer?: OcBotBuilderElement['customer'];
  /** another tree was opened (from the list, a new or duplicated tree, a problem or search result): `/bot-builder/skills/{skill}/bots/{bot}/channels/{channel}/trees/{tree}/`. Not sent for the tree named by `tree-uuid` */
  onOcNavigate?: (event: CustomEvent<{ path: string }>) => void;
  /** the unsaved-changes flag changed (spec 001 §4); while dirty, the element also asks the browser to confirm before leaving the page */
  onOcDirtyChange?: (event: CustomEvent<{ dirty: boolean }>) => void;
  /** the bot could not be loaded (`errors.bad_authentication`, spec 001 §8, or `errors.not_found`); `message` is translated. Edit and save errors show in place */
  onOcError?: (event: CustomEvent<{ code: string; message: string }>) => void;
  /** there is no token */
  onOcUnauthorized?: (event: CustomEvent<null>) => void;
}

/**
 * `<oc-bot-builder>` as a React component (its tag is defined on import). Properties such as the token are
 * set on the element, never written into the DOM; `on…` props listen to its events; `ref` is the element.
 */
export const OcBotBuilder = createComponent<OcBotBuilderElement, OcBotBuilderProps>({
  tagName: 'oc-bot-builder',
  attributes: {
    skillId: 'skill-id',
    botId: 'bot-id',
    channelId: 'channel-id',
    treeUuid: 'tree-uuid',
    apiBase: 'api-base',
    locale: 'locale',
    edition: 'edition',
    theme: 'theme',
  },
  properties: ['token', 'user', 'strings', 'customer'],
  events: {
    onOcNavigate: 'oc-navigate',
    onOcDirtyChange: 'oc-dirty-change',
    onOcError: 'oc-error',
    onOcUnauthorized: 'oc-unauthorized',
  },
});
