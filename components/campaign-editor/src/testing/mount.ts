import { mountSignedIn, resetServedPage, userOf } from '@omnicanal/element/testing';
import '../define.ts';

export { type Answer, fill, type Heard, heard, listen, serve, userOf } from '@omnicanal/element/testing';

/** Signs in `user`, mounts `<oc-campaign-editor>` with these attributes and waits for the heading `title`. */
export function mountEditor(attributes: Record<string, string>, title: string, user = userOf('manager')) {
  return mountSignedIn('oc-campaign-editor', attributes, title, user);
}

/** Puts the page back, with the real fetch. */
export const reset = resetServedPage;

/** Chooses `file` in a file input, as a user picking it would. */
export function choose(input: HTMLInputElement, file: File): void {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
