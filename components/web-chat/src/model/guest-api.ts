import type { GuestSession } from '@omnicanal/api';
import { ApiRequestError } from '@omnicanal/api/errors';
import { createHttpClient } from '@omnicanal/api/http';
import { decodeGuestSession } from '@omnicanal/api/wire';

/**
 * The two HTTP calls of the visitor: open a conversation and resume it, through the shared HTTP
 * client (one error shape) and the shared guest-session decoder, both imported by subpath so the
 * widget carries no store and no schema library.
 */

/** `<api-base>/guests`, without a trailing slash. */
export function guestsBase(apiBase: string | null | undefined): string {
  return `${(apiBase || '/api').replace(/\/+$/, '')}/guests`;
}

/** A client for one call; the token is the conversation's, or the last one's when opening. */
const client = (base: string, token: string | null) =>
  createHttpClient({ base: () => base, token: () => token });

/** The answer checked at the boundary: a session or a stable `invalid_json` failure. */
function session(value: unknown): GuestSession {
  const decoded = decodeGuestSession(value);
  if (!decoded) throw new ApiRequestError({ status: 200, code: 'invalid_json', fields: {}, general: [] });
  return decoded;
}

/**
 * Who the visitor is, sent when a conversation opens: the name and email of the pre-chat step, or
 * the website's signed identity; and the website's extra data. Absent parts are not sent.
 */
export interface VisitorDetails {
  name?: string;
  email?: string;
  identity?: string;
  extra?: Record<string, string>;
  /** The web IVR menu's hand-off (its session and messaging node): the path goes to the agents. */
  webivr?: { session: string; node: string } | undefined;
}

/**
 * POST /sessions: opens a conversation with the skill's queue. `previousToken` is the token of the
 * visitor's last conversation: the server refuses a visitor an agent blocked (403). Through an
 * entry point, its rules may refuse too (`ip_refused`, `too_many_open_events`).
 */
export async function openSession(
  base: string,
  skill: number,
  language: string,
  previousToken: string | null = null,
  visitor: VisitorDetails = {},
  entryPoint: number | null = null,
): Promise<GuestSession> {
  const body = { skill, language, ...visitor, ...(entryPoint ? { entry_point: entryPoint } : {}) };
  return session(await client(base, previousToken).post('/sessions', body));
}

/** Where the widget's configuration is read: an entry point's, else a skill's. */
export type WidgetSource = { entryPoint: number } | { skill: number };

/** GET /widget: the configured looks and messages (decoded by the caller, see `look.ts`). */
export async function fetchWidget(base: string, source: WidgetSource): Promise<unknown> {
  const query = 'entryPoint' in source ? `entry_point=${source.entryPoint}` : `skill=${source.skill}`;
  return client(base, null).get(`/widget?${query}`);
}

/** GET /sessions/current: the conversation a stored guest token speaks for (401/404 when gone). */
export async function currentSession(base: string, token: string): Promise<GuestSession> {
  return session(await client(base, token).get('/sessions/current'));
}

/** The stable code of a failure, whatever was thrown; a server failure without one is `server_error`. */
export function errorCode(error: unknown): string {
  if (error instanceof ApiRequestError)
    return error.error.code ?? (error.error.status >= 500 ? 'server_error' : 'unknown');
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'unknown';
}

/** Status of an HTTP failure (0 when the server was not reached or the error is not HTTP). */
export function errorStatus(error: unknown): number {
  return error instanceof ApiRequestError ? error.error.status : 0;
}
