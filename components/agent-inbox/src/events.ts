import type { Room } from '@omnicanal/api';
import { emit, useElement } from '@omnicanal/element';
import { useCallback } from 'react';
import type { AttentionChange } from './Attention/model/dot.ts';

/**
 * Events of `<oc-agent-inbox>`: CustomEvents that bubble and cross shadow roots (composed).
 * A host listens on the element or any ancestor: `inbox.addEventListener('oc-room-open', …)`.
 */
export interface AgentInboxEventMap {
  /** A conversation was opened (clicked, or named by the `room-id` attribute). */
  'oc-room-open': { room: Room };
  /** The open conversation was put away (no room shown any more): `uuid` is the room that was open. */
  'oc-room-close': { uuid: string };
  /** The agent opened a room: the host may show its URL; a partner may ignore it. */
  'oc-navigate': { path: string };
  /** Something failed outside of the agent's own actions (those show their error in place). */
  'oc-error': { code: string; message: string };
  /** No token, or the server refused it: the host should sign the user in. */
  'oc-unauthorized': null;
  /** The notification dot of spec 000 §2 changed: the host shows it on its agent-inbox link. */
  'oc-attention-change': AttentionChange;
}

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
