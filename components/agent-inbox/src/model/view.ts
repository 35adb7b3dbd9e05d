import { atom } from 'nanostores';

/** The inbox's main area: the live conversations, the session search, or the statistics. */
export type InboxView = 'rooms' | 'search' | 'stats';

export const $inboxView = atom<InboxView>('rooms');

export function showView(view: InboxView): void {
  $inboxView.set(view);
}
