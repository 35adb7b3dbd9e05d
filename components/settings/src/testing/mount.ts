import { mountSignedIn, resetServedPage, userOf } from '@omnicanal/element/testing';
import { fireEvent, type within } from '@testing-library/dom';
import '../define.ts';

export { type Answer, fill, type Heard, heard, listen, serve, userOf } from '@omnicanal/element/testing';

/** Signs in `user`, mounts `<oc-settings>` with these attributes and waits for the heading `title`. */
export function mountSettings(attributes: Record<string, string>, title: string, user = userOf('admin')) {
  return mountSignedIn('oc-settings', attributes, title, user);
}

/** Puts the page back, with the real fetch. */
export const reset = resetServedPage;

/** Opens a list row's menu (named after the row) and chooses one of its items. */
export async function chooseRowAction(
  screen: ReturnType<typeof within>,
  row: string,
  item: string,
): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: `Plus d’actions pour « ${row} »` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}
