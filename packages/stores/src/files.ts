import { ApiRequestError, normaliseError, type Query, type ServiceName } from '@omnicanal/api';
import { serviceBase } from './config.ts';
import { $session, clearSession } from './session.ts';

/**
 * A call outside the JSON client (a multipart upload, a file download), signed like its calls:
 * the token in the header, never in the address; 401/403 clear the session, any other refusal
 * throws the server's error.
 */
export async function signedFetch(
  service: ServiceName,
  path: string,
  init: RequestInit & { query?: Query } = {},
): Promise<Response> {
  const { query, ...rest } = init;
  const token = $session.get().token;
  const headers = new Headers(rest.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const suffix = search.size ? `?${search}` : '';
  let response: Response;
  try {
    response = await fetch(`${serviceBase(service).replace(/\/+$/, '')}${path}${suffix}`, {
      ...rest,
      headers,
    });
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    throw new ApiRequestError({ status: 0, code: 'network_error', fields: {}, general: [] });
  }
  if (response.ok) return response;
  if ((response.status === 401 || response.status === 403) && token) clearSession();
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the status decides.
  }
  throw new ApiRequestError(normaliseError(response.status, body));
}

/** The file name a download's `content-disposition` gives, or `fallback`. */
export function dispositionName(disposition: string | null, fallback: string): string {
  return /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads a file the server makes (an export): fetched with the token, then handed to the
 * browser under the name the server gives it.
 */
export async function downloadFile(
  service: ServiceName,
  path: string,
  options: { query?: Query; fallbackName: string },
): Promise<void> {
  const response = await signedFetch(service, path, { query: options.query });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = dispositionName(response.headers.get('content-disposition'), options.fallbackName);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; freeing it at once cancels it in some.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
