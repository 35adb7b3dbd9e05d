import type { ServiceName } from '@omnicanal/api';
import { serviceBase } from './config.ts';
import { $session } from './session.ts';

/** What the server answered an upload: its status (0 when the network failed) and its body. */
export interface UploadAnswer {
  status: number;
  /** The parsed JSON, or the text when it is not JSON, or null. */
  body: unknown;
}

export interface UploadOptions {
  /** Bytes sent so far, of `total`: as the browser reports the request's progress. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Posts a multipart form to a service with the session's bearer token, reporting the upload's
 * progress: XMLHttpRequest rather than fetch, as only it reports a request body's progress.
 * Resolves with whatever the server answered (the caller decodes it as its call expects), with
 * status 0 when the network failed; rejects with an `AbortError` when `signal` aborts.
 */
export function postForm(
  service: ServiceName,
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const base = new URL(serviceBase(service), globalThis.location?.href).href.replace(/\/+$/, '');
    xhr.open('POST', `${base}${path}`);
    const token = $session.get().token;
    // A header, never the URL: the token stays out of logs and histories.
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText || null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: the status decides.
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => resolve({ status: 0, body: null });
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
