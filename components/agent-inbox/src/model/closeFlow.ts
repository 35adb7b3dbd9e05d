import { ContactReason, type Room, type User } from '@omnicanal/api';
import { isOpen } from '@omnicanal/core';
import { api } from '@omnicanal/stores';
import { atom } from 'nanostores';
import * as v from 'valibot';
import { $conversation } from './conversation.ts';

/**
 * What follows the close of the user's own room (spec 000 §4): the contact-reason modal when
 * reasons apply to its skill, otherwise the closed-room modal. `loading` while the reasons are
 * fetched.
 */
export type CloseFlow =
  | { room: Room; step: 'loading' }
  | { room: Room; step: 'reasons'; reasons: ContactReason[] }
  | { room: Room; step: 'closed' };

export const $closeFlow = atom<CloseFlow | null>(null);

/**
 * Whether `after` is the close of the user's own open room: the same room, open and held by the
 * user before, closed now, whoever closed it (the user, the visitor or the auto-close timer).
 */
export function closedUnderHand(
  before: Room | null,
  after: Room | null,
  user: Pick<User, 'uuid'> | null,
): boolean {
  if (!before || !after || !user || before.uuid !== after.uuid) return false;
  return isOpen(before.status) && before.agent?.uuid === user.uuid && after.status === 'closed';
}

/** The reasons that apply to a room of `skill`, as the server answers them. */
export async function fetchReasons(skill: number): Promise<ContactReason[]> {
  const answer = await api('agents').get<unknown>('/contactreasons/', { query: { skill: String(skill) } });
  return v.parse(v.array(ContactReason), answer);
}

/** Opens the flow for a room just closed: reasons when there are some, else the closed notice. */
export async function startCloseFlow(room: Room): Promise<void> {
  $closeFlow.set({ room, step: 'loading' });
  let reasons: ContactReason[] = [];
  try {
    reasons = await fetchReasons(room.skill);
  } catch {
    // Without the reasons there is nothing to ask: the closed-room notice still tells the close.
    reasons = [];
  }
  if ($closeFlow.get()?.room.uuid !== room.uuid) return;
  $closeFlow.set(reasons.length ? { room, step: 'reasons', reasons } : { room, step: 'closed' });
}

export function dismissCloseFlow(): void {
  $closeFlow.set(null);
}

/** The error of the reason group, if any: at least one reason is required. */
export function reasonsProblem(selected: readonly number[]): 'required' | null {
  return selected.length === 0 ? 'required' : null;
}

/** Records the reasons given for the closed room (`POST /contactreasons/save-event`). */
export async function saveContactReasons(room: Room, selected: readonly number[], comment: string) {
  await api('agents').post('/contactreasons/save-event', {
    comment: comment.trim(),
    contact_reasons: [...selected],
    room_event: room.uuid,
  });
}

/**
 * Follows the open conversation and starts the flow when the user's own room closes. Answers the
 * function that stops following.
 */
export function watchCloseFlow(user: () => Pick<User, 'uuid'> | null): () => void {
  let before = $conversation.get().room;
  return $conversation.listen((state) => {
    const after = state.room;
    if (after && closedUnderHand(before, after, user())) void startCloseFlow(after);
    before = after;
  });
}
