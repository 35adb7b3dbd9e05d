import type { Edition } from '@omnicanal/core';
import { mountSignedIn, resetServedPage, userOf } from '@omnicanal/element/testing';
import { setEdition, setToken, setUser } from '@omnicanal/stores';
import { within } from '@testing-library/dom';
import '../define.ts';

export { type Answer, fill, type Heard, heard, listen, serve, userOf } from '@omnicanal/element/testing';

/**
 * Signs `user` in (an administrator by default) in the hosted edition, mounts `<oc-billing>` with
 * these attributes and waits for the heading `title`.
 */
export function mountBilling(attributes: Record<string, string>, title: string, user = userOf('admin')) {
  setEdition('hosted');
  return mountSignedIn('oc-billing', attributes, title, user);
}

/** Puts the page back, with the real fetch. */
export const reset = resetServedPage;

/** Mounts `<oc-billing>` for `user` in `edition` without waiting for a heading (refusals have none). */
export function mountRefused(user = userOf('agent'), edition: Edition = 'hosted') {
  setEdition(edition);
  setToken('test-token', { persist: false });
  setUser(user);
  const element = document.createElement('oc-billing');
  document.body.append(element);
  return within(element.shadowRoot as unknown as HTMLElement);
}
