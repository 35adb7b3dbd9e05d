// Generated from custom-elements.json by `npm run build:manifest`: edit the element class instead.
import '@omnicanal/web-chat/define';
import type { WebChat as OcWebChatElement } from '@omnicanal/web-chat';
import { createComponent, type ElementProps } from './createComponent.ts';

/** Props of {@link OcWebChat}: the attributes, properties and events of `<oc-web-chat>`. */
export interface OcWebChatProps extends ElementProps<OcWebChatElement> {
  /** The skill (queue) whose agents answer; a positive integer. Required unless `entry-point-id` is given: without either the element renders nothing and emits `oc-error` `{code: 'invalid_skill'}`. */
  skillId?: string;
  /** The entry point the widget opens through: its customisation and skill win over `skill-id`. A visitor its IP lists refuse is told so and can open nothing. */
  entryPointId?: string;
  /** Base of the Omnicanal API; the guests service is `<api-base>/guests`. May be absolute (`https://chat.example/api`) for a widget on another origin. (default `/api`) */
  apiBase?: string;
  /** The opened panel's colours: light, dark, or the visitor's system's (`auto`). The page's `--oc-web-chat-*` values win either way; the launcher keeps the configured colour. (default `light`) */
  theme?: 'light' | 'dark' | 'auto';
  /** The panel opened at once, without the launcher's click (a hosted link page opens it so). The visitor can still close it. */
  open?: boolean;
  /** `fr` or `en`. Without it the page's `<html lang>` decides (followed live), else French. */
  locale?: string;
  /** The website's signed identity of its signed-in visitor (a JWT it signs with the company's visitor identification secret). A property only, never an attribute: tokens stay out of the markup and of URLs. Sent when a conversation opens; the visitor then skips the pre-chat step and finds their history on any device. A refused token shows "authentication failed" and opens nothing. Set as a property, never written into an attribute. */
  identityToken?: OcWebChatElement['identityToken'];
  /** Extra data about the visitor by the company's extra data keys (others are ignored by the server), shown to agents. Sent when a conversation opens. Set as a property, never written into an attribute. */
  extraData?: OcWebChatElement['extraData'];
  /** A configuration (the `GET /guests/widget` answer's shape) to show instead of reading one: the widget then draws its launcher and opened panel with it and makes no request and opens no conversation. The settings' live preview sets it from a form's unsaved values. Set as a property, never written into an attribute. */
  preview?: OcWebChatElement['preview'];
  /** The visitor opened the panel. */
  onOcChatOpen?: (event: CustomEvent<Record<string, never>>) => void;
  /** A new conversation was created (first message); `detail.room.uuid` names it (`room` names a room the same way in every event of the suite). */
  onOcChatStarted?: (event: CustomEvent<{ room: { uuid: string } }>) => void;
  /** The conversation was closed by the agent (or refused by the server); `detail.room.uuid` names it. */
  onOcChatClosed?: (event: CustomEvent<{ room: { uuid: string } }>) => void;
  /** The skill's bot ran a custom_js_event node; `detail.label` is its label. */
  onOcBotEvent?: (event: CustomEvent<{ label: string }>) => void;
  /** Something failed: `network_error`, `server_error`, `not_found`, `connection_lost`, `invalid_skill`, `chunk_load_error` (the cards' code could not load), … */
  onOcError?: (event: CustomEvent<{ code: string; message: string }>) => void;
}

/**
 * `<oc-web-chat>` as a React component (its tag is defined on import). Properties such as the token are
 * set on the element, never written into the DOM; `on…` props listen to its events; `ref` is the element.
 */
export const OcWebChat = createComponent<OcWebChatElement, OcWebChatProps>({
  tagName: 'oc-web-chat',
  attributes: {
    skillId: 'skill-id',
    entryPointId: 'entry-point-id',
    apiBase: 'api-base',
    theme: 'theme',
    open: 'open',
    locale: 'locale',
  },
  properties: ['identityToken', 'extraData', 'preview'],
  events: {
    onOcChatOpen: 'oc-chat-open',
    onOcChatStarted: 'oc-chat-started',
    onOcChatClosed: 'oc-chat-closed',
    onOcBotEvent: 'oc-bot-event',
    onOcError: 'oc-error',
  },
});
