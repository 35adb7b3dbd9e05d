import type { CompanionTag } from './routes.ts';

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
