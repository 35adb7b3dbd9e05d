import type { CompanionTag, ElementTag } from './routes.ts';

/**
 * How the console loads each element it shows: the element's `define` entry, its own chunk, fetched
 * the first time a route needs it. The host imports nothing else of a component.
 */
export const ELEMENT_LOADERS: Readonly<Record<ElementTag, () => Promise<unknown>>> = {
  'oc-agent-inbox': () => import('@omnicanal/agent-inbox/define'),
  'oc-auth': () => import('@omnicanal/auth/define'),
  'oc-bot-builder': () => import('@omnicanal/bot-builder/define'),
  'oc-entry-points': () => import('@omnicanal/entry-points/define'),
  'oc-settings': () => import('@omnicanal/settings/define'),
};

/**
 * Elements a screen shows inside its own, loaded with it: the visitor widget in the live preview
 * beside the widget forms. Not in the autoloader: visitors' pages load the widget's own bundle.
 */
export const COMPANION_LOADERS: Readonly<Record<CompanionTag, () => Promise<unknown>>> = {
  'oc-web-chat': () => import('@omnicanal/web-chat/define'),
};

/** Defines a companion `tag` if no build on the page did already. */
export async function loadCompanion(tag: CompanionTag): Promise<void> {
  if (customElements.get(tag)) return;
  await COMPANION_LOADERS[tag]();
}

/** Defines `tag` if no build on the page did already. */
export async function loadElement(tag: ElementTag): Promise<void> {
  if (customElements.get(tag)) return;
  await ELEMENT_LOADERS[tag]();
}
