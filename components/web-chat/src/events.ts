/**
 * Events of `<oc-web-chat>`. All are `CustomEvent`s with `bubbles: true, composed: true`, so a page
 * can listen on `document` (e.g. to feed its analytics) without reaching into the shadow root.
 */
export interface WebChatEventMap {
  /** The visitor opened the chat panel. */
  'oc-chat-open': CustomEvent<Record<string, never>>;
  /** A new conversation was created on the server (first message of the visitor). */
  'oc-chat-started': CustomEvent<{ room: string }>;
  /** The conversation was closed (by the agent or the server). */
  'oc-chat-closed': CustomEvent<{ room: string }>;
  /** Something failed; `code` is a stable error code (`network_error`, `server_error`, …). */
  'oc-error': CustomEvent<{ code: string }>;
}

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
