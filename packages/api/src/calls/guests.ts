import type { HttpClient } from '../http.ts';
import type { MessagingEventsPage, MessagingEventsParams } from '../schemas/messaging-event.ts';
import type { SessionGroupGuest, SessionGroupGuestInput } from '../schemas/session-group.ts';
import type { ResetUnreadAnswer, ResetUnreadRequest } from '../schemas/unread.ts';

/**
 * Calls of the guests service (spec 000 §7, 002 §7). `http` is a client over the `guests` base
 * of the service map.
 */

/** `GET /session-groups/{id}/guests`: the guests of a conversation, its visitor first. */
export const fetchSessionGroupGuests = (http: HttpClient, sessionGroupId: string) =>
  http.get<SessionGroupGuest[]>(`/session-groups/${encodeURIComponent(sessionGroupId)}/guests`);

/** `POST /session-groups/{id}/guests`: adds a guest of the company to a conversation. */
export const addSessionGroupGuest = (
  http: HttpClient,
  sessionGroupId: string,
  input: Partial<SessionGroupGuestInput> & { guest_id: string },
) => http.post<SessionGroupGuest>(`/session-groups/${encodeURIComponent(sessionGroupId)}/guests`, input);

/** `GET /guests/messaging-events`: a page of session events (50 a page, 10 in the room detail). */
export const fetchMessagingEvents = (http: HttpClient, params: MessagingEventsParams) =>
  http.get<MessagingEventsPage>('/guests/messaging-events', { query: { ...params } });

/** `POST /sessions/{id}/reset-unread-message-count`: the session's unread count back to 0. */
export const resetUnreadMessageCount = (http: HttpClient, sessionId: string, body: ResetUnreadRequest = {}) =>
  http.post<ResetUnreadAnswer>(`/sessions/${encodeURIComponent(sessionId)}/reset-unread-message-count`, body);
