/**
 * Details of the `oc-*` events every element may send. An element's own events are added to
 * {@link OcEventMap} by its `events.ts`:
 *
 * ```ts
 * declare module '@omnicanal/element' {
 *   interface OcEventMap {
 *     'oc-room-open': { room: Room };
 *   }
 * }
 * ```
 *
 * `GlobalEventHandlersEventMap` extends the map, so `element.addEventListener('oc-room-open', (e) =>
 * e.detail.room)` is typed wherever the element's package is imported. Two elements sending the
 * same event share its detail type, which is why the shared ones are declared here, once.
 */
export interface OcEventMap {
  /** Internal navigation: the host turns `path` (a path of the console) into a URL; a partner may ignore it. */
  'oc-navigate': { path: string };
  /**
   * Something failed outside of the user's own actions (those show their error in place): `code`
   * is a stable error code (spec 000 error catalogue), `message` a sentence saying it (the
   * console elements' in the user's language; the visitor widget's for the page's developer).
   */
  'oc-error': { code: string; message: string };
  /** No token, or the server refused it: the host should sign the user in. */
  'oc-unauthorized': null;
  /** The unsaved-changes flag changed: a host may warn before leaving. */
  'oc-dirty-change': { dirty: boolean };
}

/** Detail of `oc-navigate`. */
export type NavigateDetail = OcEventMap['oc-navigate'];

/** Detail of `oc-error`. */
export type ErrorDetail = OcEventMap['oc-error'];

/** Detail of `oc-dirty-change`. */
export type DirtyChangeDetail = OcEventMap['oc-dirty-change'];

/** Names of every `oc-*` event. */
export type OcEventName = keyof OcEventMap;

/** The `CustomEvent` a listener of `name` receives. */
export type OcEvent<K extends OcEventName> = CustomEvent<OcEventMap[K]>;

/** Every `oc-*` event as the `CustomEvent` a listener receives. */
export type OcCustomEventMap = { [K in OcEventName]: OcEvent<K> };

declare global {
  interface GlobalEventHandlersEventMap extends OcCustomEventMap {}
}
