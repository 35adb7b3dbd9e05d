import { atom } from 'nanostores';

/**
 * Text other panels put into the reply being written (a pre-saved message, a suggestion, a
 * translation): the composer appends it to its draft and focuses it. `at` makes two identical
 * inserts in a row two changes.
 */
export const $draftInsert = atom<{ room: string; text: string; at: number } | null>(null);

let inserts = 0;

/** Appends `text` to the draft of `room`'s composer. */
export function insertIntoDraft(room: string, text: string): void {
  inserts += 1;
  $draftInsert.set({ room, text, at: inserts });
}
