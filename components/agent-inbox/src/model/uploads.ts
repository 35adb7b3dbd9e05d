import {
  type AgentRichContent,
  ApiRequestError,
  Message,
  newClientId,
  SocketCommandError,
  UPLOAD_MAX_BYTES,
  UploadAnswer,
  UploadLink,
  uploadType,
} from '@omnicanal/api';
import { $session, api, serviceBase } from '@omnicanal/stores';
import * as v from 'valibot';
import { command } from './connection.ts';
import { $conversation, isMine } from './conversation.ts';
import { addLocalSend, localMessage, markSendFailed, receiveMessage } from './messages.ts';

/** Codes an upload fails with; each has its `errors.<code>` text. */
export type UploadErrorCode = 'file_too_large' | 'file_format_not_allowed' | 'network_error' | string;

/**
 * What the browser can tell before sending: over 5 MB (spec 000 §9), or a type the server refuses.
 * The server checks both again.
 */
export function checkFile(file: { name: string; size: number; type: string }): UploadErrorCode | null {
  if (file.size > UPLOAD_MAX_BYTES) return 'file_too_large';
  if (!uploadType(file.name, file.type)) return 'file_format_not_allowed';
  return null;
}

/**
 * The code a failed upload shows. Spec 000 §8: status 400 or 0 (the connection dropped, which is
 * what a proxy cutting a large body looks like) means the maximum file size; a 400 that names the
 * format is said as such. Other statuses keep the server's code.
 */
export function uploadErrorCode(status: number, body: unknown): UploadErrorCode {
  const code = typeof body === 'object' && body && 'error' in body ? String(body.error) : '';
  if (status === 400 && code === 'file_format_not_allowed') return code;
  if (status === 400 || status === 0) return 'file_too_large';
  return code || 'server_error';
}

/** Progress as a whole percentage, never 100 before the answer is in. */
export function progressPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(99, Math.floor((loaded / total) * 100));
}

/** An upload refused; `code` is one of `UploadErrorCode`. */
export class UploadError extends Error {
  readonly code: UploadErrorCode;
  constructor(code: UploadErrorCode) {
    super(code);
    this.name = 'UploadError';
    this.code = code;
  }
}

export interface UploadOptions {
  /** Whether only signed-in users of the company may download it (spec 000 §7 `auth_required`). */
  authRequired?: boolean;
  origin?: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

const absolute = (base: string) => new URL(base, globalThis.location?.href).href;

/**
 * Sends a file to the uploads service (spec 000 §7 POST /files, multipart: auth_required, origin,
 * file). XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadAnswer> {
  const form = new FormData();
  form.set('auth_required', options.authRequired ? 'true' : 'false');
  form.set('origin', options.origin ?? 'agent');
  form.set('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${absolute(serviceBase('uploads'))}/files`);
    const token = $session.get().token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(progressPercent(event.loaded, event.total));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: the status decides.
      }
      const parsed = v.safeParse(UploadAnswer, body);
      if (xhr.status >= 200 && xhr.status < 300 && parsed.success) resolve(parsed.output);
      else reject(new UploadError(uploadErrorCode(xhr.status, body)));
    };
    xhr.onerror = () => reject(new UploadError(uploadErrorCode(0, null)));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/**
 * Sends a rich content to the open room as the agent's message: shown at once as "sending", then
 * replaced by the server's copy (or marked failed, to retry with the same client id).
 */
export function sendContent(content: AgentRichContent): boolean {
  const { room } = $conversation.get();
  const user = $session.get().user;
  if (!room || !isMine(room, user)) return false;
  const clientId = newClientId();
  const name = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : '';
  addLocalSend(localMessage(room.uuid, clientId, content, user ? { uuid: user.uuid, name } : null));
  command(
    'send_message',
    { room: room.uuid, rich_content: content, client_id: clientId },
    { retry: true },
  ).then(
    (data) => {
      const parsed = v.safeParse(Message, data);
      if (parsed.success) receiveMessage(parsed.output);
    },
    (error: unknown) =>
      markSendFailed(room.uuid, clientId, error instanceof SocketCommandError ? error.code : 'unknown'),
  );
  return true;
}

/** The id of a file served by this inbox's uploads service, or null for any other URL. */
export function uploadIdOf(url: string, base: string = absolute(serviceBase('uploads'))): string | null {
  const prefix = `${base.replace(/\/$/, '')}/files/`;
  if (!url.startsWith(prefix)) return null;
  const id = url.slice(prefix.length).split('/')[0] ?? '';
  return /^[\w-]{32}$/.test(id) ? id : null;
}

/** Whether a signed link expiring at `expiresAt` is still worth using at `now` (a minute of margin). */
export const linkIsFresh = (expiresAt: string, now: number) => Date.parse(expiresAt) - now > 60_000;

/**
 * A download link for one of the company's files that works without the bearer header (a link, an
 * <img>): the service signs it for a few minutes. Any other URL is answered as is.
 */
export async function downloadLink(url: string): Promise<{ url: string; expires_at: string | null }> {
  const id = uploadIdOf(url);
  if (!id) return { url, expires_at: null };
  try {
    const link = v.parse(UploadLink, await api('uploads').post(`/files/${id}/link`));
    return link;
  } catch (error) {
    // A file the service no longer has, or a refusal: the plain URL says so when opened.
    if (error instanceof ApiRequestError || error instanceof v.ValiError) return { url, expires_at: null };
    throw error;
  }
}
