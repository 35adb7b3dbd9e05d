import type { GuestSession } from '@omnicanal/api';
import { ApiRequestError, normaliseError } from '@omnicanal/api/errors';

/**
 * The two HTTP calls of the visitor: open a conversation and resume it. Plain `fetch` rather than
 * `@omnicanal/api/http` so the widget carries no store and no schema library; the answers are
 * checked by hand at the boundary instead.
 */

/** `<api-base>/guests`, without a trailing slash. */
export function guestsBase(apiBase: string | null | undefined): string {
  return `${(apiBase || '/api').replace(/\/+$/, '')}/guests`;
}

function failure(status: number, code: string): ApiRequestError {
  return new ApiRequestError({ status, code, fields: {}, general: [] });
}

function isGuestSession(value: unknown): value is GuestSession {
  const s = value as Partial<GuestSession> | null;
  return (
    !!s &&
    typeof s.token === 'string' &&
    !!s.room &&
    typeof s.room.uuid === 'string' &&
    typeof s.room.status === 'string' &&
    Array.isArray(s.messages) &&
    typeof s.last_seq === 'number'
  );
}

async function call(url: string, init: RequestInit): Promise<GuestSession> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { Accept: 'application/json', ...init.headers } });
  } catch {
    throw failure(0, 'network_error');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = normaliseError(response.status, body);
    if (!error.code) error.code = response.status >= 500 ? 'server_error' : 'unknown';
    throw new ApiRequestError(error);
  }
  if (!isGuestSession(body)) throw failure(response.status, 'invalid_json');
  return body;
}

/**
 * POST /sessions: opens a conversation with the skill's queue. `previousToken` is the token of the
 * visitor's last conversation: the server refuses a visitor an agent blocked (403).
 */
export function openSession(
  base: string,
  skill: number,
  language: string,
  previousToken: string | null = null,
): Promise<GuestSession> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (previousToken) headers.Authorization = `Bearer ${previousToken}`;
  return call(`${base}/sessions`, { method: 'POST', headers, body: JSON.stringify({ skill, language }) });
}

/** GET /sessions/current: the conversation a stored guest token speaks for (401/404 when gone). */
export function currentSession(base: string, token: string): Promise<GuestSession> {
  return call(`${base}/sessions/current`, { headers: { Authorization: `Bearer ${token}` } });
}

/** The stable code of a failure, whatever was thrown. */
export function errorCode(error: unknown): string {
  if (error instanceof ApiRequestError) return error.error.code ?? 'unknown';
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'unknown';
}

/** Status of an HTTP failure (0 when the server was not reached or the error is not HTTP). */
export function errorStatus(error: unknown): number {
  return error instanceof ApiRequestError ? error.error.status : 0;
}
