// Generated from custom-elements.json by `npm run build:manifest`: edit the element class instead.
import type { DefineComponent } from 'vue';

/** Attributes of `<oc-web-chat>`. */
export interface OcWebChatAttributes {
  /** The skill (queue) whose agents answer; a positive integer. Required: without a valid one the element renders nothing and emits `oc-error` `{code: 'invalid_skill'}`. */
  'skill-id'?: string;
  /** Base of the Omnicanal API; the guests service is `<api-base>/guests`. May be absolute (`https://chat.example/api`) for a widget on another origin. (default `/api`) */
  'api-base'?: string;
  /** `fr` or `en`. Without it the page's `<html lang>` decides (followed live), else French. */
  'locale'?: string;
}

declare module 'vue' {
  interface GlobalComponents {
    'oc-web-chat': DefineComponent<OcWebChatAttributes>;
  }
}
