import type { ElementTag } from './routes.ts';

/**
 * How the console loads each element it shows: the element's `define` entry, its own chunk, fetched
 * the first time a route needs it. The host imports nothing else of a component.
 */
export const ELEMENT_LOADERS: Readonly<Record<ElementTag, () => Promise<unknown>>> = {
  'oc-agent-inbox': () => import('@omnicanal/agent-inbox/define'),
  'oc-auth': () => import('@omnicanal/auth/define'),
  'oc-billing': () => import('@omnicanal/billing/define'),
  'oc-bot-builder': () => import('@omnicanal/bot-builder/define'),
  'oc-campaign-editor': () => import('@omnicanal/campaign-editor/define'),
  'oc-entry-points': () => import('@omnicanal/entry-points/define'),
  'oc-settings': () => import('@omnicanal/settings/define'),
  'oc-stats-dashboard': () => import('@omnicanal/stats-dashboard/define'),
  'oc-webivr-builder': () => import('@omnicanal/webivr-builder/define'),
};

/** Defines `tag` if no build on the page did already. */
export async function loadElement(tag: ElementTag): Promise<void> {
  if (customElements.get(tag)) return;
  await ELEMENT_LOADERS[tag]();
}
