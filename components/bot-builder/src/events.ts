import { emit, type OcEventMap, useElement } from '@omnicanal/element';
import { useCallback } from 'react';

/**
 * Events of `<oc-bot-builder>`: CustomEvents that bubble and cross shadow roots (composed), all of
 * them shared by other elements (their details are declared in `@omnicanal/element`). A host listens
 * on the element or any ancestor: `builder.addEventListener('oc-dirty-change', …)`.
 */
export type BotBuilderEventMap = Pick<
  OcEventMap,
  'oc-navigate' | 'oc-dirty-change' | 'oc-error' | 'oc-unauthorized'
>;

export type BotBuilderEventName = keyof BotBuilderEventMap;

/** The event a listener receives for `name`. */
export type BotBuilderEvent<K extends BotBuilderEventName> = CustomEvent<BotBuilderEventMap[K]>;

/** The console route of a tree (spec 001 §2). */
export function treePath(skill: string, bot: string, channel: string, tree: string): string {
  const part = encodeURIComponent;
  return `/bot-builder/skills/${part(skill)}/bots/${part(bot)}/channels/${part(channel)}/trees/${part(tree)}/`;
}

export function emitBuilderEvent<K extends BotBuilderEventName>(
  host: HTMLElement,
  name: K,
  detail: BotBuilderEventMap[K],
): boolean {
  return emit(host, name, detail);
}

/** Typed `emit` bound to the current builder element. */
export function useBuilderEvents(): <K extends BotBuilderEventName>(
  name: K,
  detail: BotBuilderEventMap[K],
) => boolean {
  const { host } = useElement();
  return useCallback((name, detail) => emitBuilderEvent(host, name, detail), [host]);
}
