import type {
  ExtraDataKey,
  GuestInfo,
  GuestInfoInput,
  GuestSessionsPage,
  TranslateAnswer,
  TranslationStatus,
} from '@omnicanal/api';
import { GUEST_SESSIONS_PAGE_SIZE } from '@omnicanal/api';
import { api } from '@omnicanal/stores';

/** The guest a room is with (the room itself does not carry the guest's id). */
export const fetchGuestOfRoom = (room: string) =>
  api('agents').get<GuestInfo>(`/rooms/${encodeURIComponent(room)}/guest`);

export const saveGuestInfo = (guest: string, input: Partial<GuestInfoInput>) =>
  api('agents').post<GuestInfo>(`/guests/${encodeURIComponent(guest)}/info`, input);

export const fetchExtraDataKeys = () => api('guests').get<ExtraDataKey[]>('/extra-data-keys');

/** A page of the guest's other sessions, older than `cutoff` when given. */
export const fetchGuestSessions = (guest: string, exclude: string, cutoff: string | null) =>
  api('guests').get<GuestSessionsPage>('/guests/sessions', {
    query: {
      guest,
      exclude,
      page_size: GUEST_SESSIONS_PAGE_SIZE,
      ...(cutoff ? { cutoff_datetime: cutoff } : {}),
    },
  });

export const translate = (text: string, target: string) =>
  api('translation').post<TranslateAnswer>('/translate', { text, target });

let status: Promise<TranslationStatus> | null = null;

/** Whether translation is configured, asked once per page: it changes only with a server restart. */
export function translationStatus(): Promise<TranslationStatus> {
  if (!status) {
    status = api('translation').get<TranslationStatus>('/status');
    // A failed check is asked again next time rather than remembered.
    status.catch(() => {
      status = null;
    });
  }
  return status;
}

/** Forgets the cached status (tests mount several pages in one document). */
export function resetTranslationStatus(): void {
  status = null;
}
