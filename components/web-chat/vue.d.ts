// Generated from custom-elements.json by `npm run build:manifest`: edit the element class instead.
import type { DefineComponent } from 'vue';
import type { WebChat } from './src/WebChat.ts';

/** Attributes of `<oc-web-chat>`. */
export interface OcWebChatAttributes {
  /** The skill (queue) whose agents answer; a positive integer. Required unless `entry-point-id` is given: without either the element renders nothing and emits `oc-error` `{code: 'invalid_skill'}`. */
  'skill-id'?: string;
  /** The entry point the widget opens through: its customisation and skill win over `skill-id`. A visitor its IP lists refuse is told so and can open nothing. */
  'entry-point-id'?: string;
  /** Base of the Omnicanal API; the guests service is `<api-base>/guests`. May be absolute (`https://chat.example/api`) for a widget on another origin. (default `/api`) */
  'api-base'?: string;
  /** The opened panel's colours: light, dark, or the visitor's system's (`auto`). The page's `--oc-web-chat-*` values win either way; the launcher keeps the configured colour. (default `light`) */
  'theme'?: 'light' | 'dark' | 'auto';
  /** The panel opened at once, without the launcher's click (a hosted link page opens it so). The visitor can still close it. */
  'open'?: boolean;
  /** `fr` or `en`. Without it the page's `<html lang>` decides (followed live), else French. */
  'locale'?: string;
}

declare module 'vue' {
  interface GlobalComponents {
    'oc-web-chat': DefineComponent<OcWebChatAttributes & Partial<Pick<WebChat, 'identityToken' | 'extraData' | 'preview'>>>;
  }
}
