// Generated from custom-elements.json by `npm run build:manifest`: edit the element class instead.
import type { DefineComponent } from 'vue';
import type { OcBotBuilder } from './src/OcBotBuilder.ts';

/** Attributes of `<oc-bot-builder>`. */
export interface OcBotBuilderAttributes {
  /** id of the skill owning the bot */
  'skill-id'?: string;
  /** id of the bot in that skill */
  'bot-id'?: string;
  /** channel whose trees are edited (`web`, `whatsapp`, …); `whatsapp` applies its limits (default `web`) */
  'channel-id'?: string;
  /** key of the tree to open; without it, the channel's initial tree */
  'tree-uuid'?: string;
  /** where the Omnicanal API is; every service base derives from it (`<api-base>/core`, …) (default `/api`) */
  'api-base'?: string;
  /** interface language, shared by every Omnicanal element of the page (default `fr`) */
  'locale'?: 'fr' | 'en';
  /** product edition; without it, the one the server announces */
  'edition'?: 'hosted' | 'self-hosted';
  /** colour scheme (`auto` follows the reader's system); without it, the page's `color-scheme`; elements inside inherit it */
  'theme'?: 'light' | 'dark' | 'auto';
}

declare module 'vue' {
  interface GlobalComponents {
    'oc-bot-builder': DefineComponent<OcBotBuilderAttributes & Partial<Pick<OcBotBuilder, 'token' | 'user' | 'strings' | 'customer'>>>;
  }
}
