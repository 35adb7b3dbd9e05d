import type { Room } from '@omnicanal/api';
import { emit, type OcEventMap, useElement } from '@omnicanal/element';
import { useCallback } from 'react';
import type { AttentionChange } from './Attention/model/dot.ts';

declare module '@omnicanal/element' {
  /**
   * Events of `<oc-agent-inbox>`: CustomEvents that bubble and cross shadow roots (composed).
   * A host listens on the element or any ancestor: `inbox.addEventListener('oc-room-open', …)`.
   * It also sends the shared `oc-navigate`, `oc-error` and `oc-unauthorized`.
   */
  interface OcEventMap {
    /** A conversation was opened (clicked, or named by the `room-id` attribute). */
    'oc-room-open': { room: Room };
    /**
     * The open conversation was put away (no room shown any more): `room` names the room that was
     * open, by its uuid (`room` names a room the same way in every event of the suite).
     */
    'oc-room-close': { room: { uuid: string } };
    /** The notification dot of spec 000 §2 changed: the host shows it on its agent-inbox link. */
    'oc-attention-change': AttentionChange;
  }
}

/** The events `<oc-agent-inbox>` sends, by name, with their `detail`. */
export type AgentInboxEventMap = Pick<
  OcEventMap,
  'oc-room-open' | 'oc-room-close' | 'oc-navigate' | 'oc-error' | 'oc-unauthorized' | 'oc-attention-change'
>;

export type AgentInboxEventName = keyof AgentInboxEventMap;

/** The event a listener receives for `name`. */
export type AgentInboxEvent<K extends AgentInboxEventName> = CustomEvent<AgentInboxEventMap[K]>;

/** The console route of a room (spec 000 §2: /gb-agent/im/{uuid}). */
export function roomPath(uuid: string): string {
  return `/gb-agent/im/${encodeURIComponent(uuid)}`;
}

export function emitInboxEvent<K extends AgentInboxEventName>(
  host: HTMLElement,
  name: K,
  detail: AgentInboxEventMap[K],
): boolean {
  return emit(host, name, detail);
}

/** Typed `emit` bound to the current inbox element. */
export function useInboxEvents(): <K extends AgentInboxEventName>(
  name: K,
  detail: AgentInboxEventMap[K],
) => boolean {
  const { host } = useElement();
  return useCallback((name, detail) => emitInboxEvent(host, name, detail), [host]);
}
