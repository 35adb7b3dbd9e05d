import { mountSignedIn, resetServedPage, userOf } from '@omnicanal/element/testing';
import '../define.ts';

export { type Answer, type Heard, heard, listen, serve, userOf } from '@omnicanal/element/testing';

/** Signs in `user`, mounts `<oc-webivr-builder>` with these attributes and waits for the heading `title`. */
export function mountWebivr(attributes: Record<string, string>, title: string, user = userOf('manager')) {
  return mountSignedIn('oc-webivr-builder', attributes, title, user);
}

/** Puts the page back, with the real fetch. */
export function reset(): void {
  resetServedPage();
}
