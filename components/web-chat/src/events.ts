import type { OcCustomEventMap } from '@omnicanal/element';

declare module '@omnicanal/element' {
  /**
   * Events of `<oc-web-chat>`. All are `CustomEvent`s with `bubbles: true, composed: true`, so a
   * page can listen on `document` (e.g. to feed its analytics) without reaching into the shadow
   * root. It also sends the shared `oc-error` (`code` a stable error code: `network_error`,
   * `server_error`, …; `message` a sentence for the page's developer). Only this type comes from `@omnicanal/element`: the widget imports none of
   * its code.
   */
  interface OcEventMap {
    /** The visitor opened the chat panel. */
    'oc-chat-open': Record<string, never>;
    /** A new conversation was created on the server (first message of the visitor). */
    'oc-chat-started': { room: { uuid: string } };
    /** The conversation was closed (by the agent or the server). */
    'oc-chat-closed': { room: { uuid: string } };
    /** The bot ran a custom_js_event node: `label` is the event's label, for the page to act on. */
    'oc-bot-event': { label: string };
  }
}

/** The events `<oc-web-chat>` sends, as the `CustomEvent` a listener receives. */
export type WebChatEventMap = Pick<
  OcCustomEventMap,
  'oc-chat-open' | 'oc-chat-started' | 'oc-chat-closed' | 'oc-bot-event' | 'oc-error'
>;

export type WebChatEventName = keyof WebChatEventMap;
export type WebChatEventDetail<K extends WebChatEventName> =
  WebChatEventMap[K] extends CustomEvent<infer D> ? D : never;

/** Dispatches one of the widget's events from `host`. */
export function emit<K extends WebChatEventName>(
  host: EventTarget,
  name: K,
  detail: WebChatEventDetail<K>,
): boolean {
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/**
 * Sends the shared `oc-error`: the stable `code` and a sentence for the page's developer (English,
 * as browser consoles are; the visitor reads the widget's own notices, in their language).
 */
export function fail(host: EventTarget, code: string): boolean {
  return emit(host, 'oc-error', { code, message: `Web chat: ${code.replace(/_/g, ' ')}` });
}
