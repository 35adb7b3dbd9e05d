import { mountSignedIn, resetServedPage, userOf } from '@omnicanal/element/testing';
import '../define.ts';

export { type Answer, fill, type Heard, heard, listen, serve, userOf } from '@omnicanal/element/testing';

/** Signs in `user`, mounts `<oc-settings>` with these attributes and waits for the heading `title`. */
export function mountSettings(attributes: Record<string, string>, title: string, user = userOf('admin')) {
  return mountSignedIn('oc-settings', attributes, title, user);
}

/** Puts the page back, with the real fetch. */
export const reset = resetServedPage;
