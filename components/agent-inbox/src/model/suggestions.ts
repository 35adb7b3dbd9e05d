import { type Message, type Skill, SuggestAnswer, type Suggestion, type User } from '@omnicanal/api';
import { api } from '@omnicanal/stores';
import { atom } from 'nanostores';
import * as v from 'valibot';
import { insertIntoDraft } from './draft.ts';
import type { ChatEntry } from './messages.ts';

/** The suggestions shown for a room: those for its latest visitor message. */
export interface RoomSuggestions {
  /** The visitor message they answer. */
  event: string;
  scEventId: string | null;
  provider: string | null;
  suggestions: Suggestion[];
  /** One was used: the list is done with. */
  used: boolean;
}

export const $suggestions = atom<Record<string, RoomSuggestions>>({});

/** Spec 000 §6: smart coaching applies only when one of the user's skills has the service. */
export function smartcoachingEnabled(
  user: Pick<User, 'permissions'> | null,
  skills: readonly Pick<Skill, 'id' | 'services'>[],
): boolean {
  if (!user) return false;
  const mine = new Set(user.permissions.skills.map((s) => s.id));
  return skills.some((s) => mine.has(s.id) && s.services.some((x) => x.kind === 'smartcoaching'));
}

/** The latest text the visitor sent, the one suggestions answer. */
export function lastVisitorText(entries: readonly ChatEntry[]): { event: string; text: string } | null {
  for (let i = entries.length - 1; i >= 0; i--) {
    const message: Message | undefined = entries[i]?.message;
    if (message?.kind === 'visitor' && message.rich_content.type === 'txt')
      return { event: message.event, text: message.rich_content.text };
  }
  return null;
}

/** Whether suggestions must be asked for: a visitor message newer than those shown. */
export const needsSuggestions = (
  current: RoomSuggestions | undefined,
  latest: { event: string } | null,
): boolean => !!latest && current?.event !== latest.event;

function setRoom(room: string, value: RoomSuggestions): void {
  $suggestions.set({ ...$suggestions.get(), [room]: value });
}

const path = (room: string, event: string) =>
  `/accounts/suggest/${encodeURIComponent(room)}/${encodeURIComponent(event)}`;

/** Asks the server for replies to the visitor's latest message of `room`. */
export async function requestSuggestions(
  room: string,
  latest: { event: string; text: string },
): Promise<void> {
  // Marked at once, so a second render does not ask again for the same message.
  setRoom(room, { event: latest.event, scEventId: null, provider: null, suggestions: [], used: false });
  const answer = v.parse(
    SuggestAnswer,
    await api('smartcoaching').post<unknown>(path(room, latest.event), { text: latest.text }),
  );
  if ($suggestions.get()[room]?.event !== latest.event) return;
  setRoom(room, {
    event: latest.event,
    scEventId: answer.sc_event_id,
    provider: answer.provider,
    suggestions: answer.suggestions,
    used: false,
  });
}

/** Puts a suggestion into the reply and tells the server which one was used. */
export async function applySuggestion(room: string, suggestion: Suggestion): Promise<void> {
  const current = $suggestions.get()[room];
  insertIntoDraft(room, suggestion.text);
  if (!current?.scEventId) return;
  setRoom(room, { ...current, used: true });
  await api('smartcoaching').post(`${path(room, current.scEventId)}/response`, {
    final_text: suggestion.text,
    response_index: suggestion.index,
  });
}
