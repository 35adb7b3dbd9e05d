import * as v from 'valibot';
import type { HttpClient } from '../http.ts';
import { MessagingEventsPage, type MessagingEventsParams } from '../schemas/messaging-event.ts';
import { SessionGroupGuest, type SessionGroupGuestInput } from '../schemas/session-group.ts';
import { ResetUnreadAnswer, type ResetUnreadRequest } from '../schemas/unread.ts';

/**
 * Calls of the guests service (spec 000 §7, 002 §7). `http` is a client over the `guests` base
 * of the service map.
 */

/** `GET /session-groups/{id}/guests`: the guests of a conversation, its visitor first. */
export const fetchSessionGroupGuests = (http: HttpClient, sessionGroupId: string) =>
  http.get(`/session-groups/${encodeURIComponent(sessionGroupId)}/guests`, {
    answer: v.array(SessionGroupGuest),
  });

/** `POST /session-groups/{id}/guests`: adds a guest of the company to a conversation. */
export const addSessionGroupGuest = (
  http: HttpClient,
  sessionGroupId: string,
  input: Partial<SessionGroupGuestInput> & { guest_id: string },
) =>
  http.post(`/session-groups/${encodeURIComponent(sessionGroupId)}/guests`, input, {
    answer: SessionGroupGuest,
  });

/** `GET /guests/messaging-events`: a page of session events (50 a page, 10 in the room detail). */
export const fetchMessagingEvents = (http: HttpClient, params: MessagingEventsParams) =>
  http.get('/guests/messaging-events', { query: { ...params }, answer: MessagingEventsPage });

/** `POST /sessions/{id}/reset-unread-message-count`: the session's unread count back to 0. */
export const resetUnreadMessageCount = (http: HttpClient, sessionId: string, body: ResetUnreadRequest = {}) =>
  http.post(`/sessions/${encodeURIComponent(sessionId)}/reset-unread-message-count`, body, {
    answer: ResetUnreadAnswer,
  });
