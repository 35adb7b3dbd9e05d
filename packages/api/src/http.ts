import * as v from 'valibot';
import { ApiRequestError, normaliseError } from './errors.ts';

export type Query = Record<
  string,
  string | number | boolean | readonly (string | number)[] | null | undefined
>;

export interface HttpClientOptions {
  /** Base URL of the service, read at every call (the configuration may arrive later). */
  base: () => string;
  /** Bearer token, when signed in. */
  token?: () => string | null;
  /** 401 and 403 sign the user out (spec 000 §8). */
  onUnauthorized?: (status: number) => void;
  fetchImpl?: typeof fetch;
}

export interface RequestOptions {
  query?: Query;
  /** Send without the bearer token (login, email validation: spec 000 §7). */
  anonymous?: boolean;
  signal?: AbortSignal;
}

/** A call whose answer is decoded with the schema the server's route declares for it. */
export interface DecodedRequestOptions<S extends v.GenericSchema> extends RequestOptions {
  /**
   * The answer's schema (`@omnicanal/api`'s, the one the server checks its answer with): the call
   * resolves with the decoded value, and an answer the schema refuses fails as `server_error`.
   */
  answer: S;
}

/** Array query parameters expand as repeated keys (spec 000 §7). */
export function toQueryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export interface HttpClient {
  get<S extends v.GenericSchema>(path: string, options: DecodedRequestOptions<S>): Promise<v.InferOutput<S>>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<S extends v.GenericSchema>(
    path: string,
    body: unknown,
    options: DecodedRequestOptions<S>,
  ): Promise<v.InferOutput<S>>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<S extends v.GenericSchema>(
    path: string,
    body: unknown,
    options: DecodedRequestOptions<S>,
  ): Promise<v.InferOutput<S>>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** A DELETE, with a JSON body where the call names what it deletes there (spec 002 §7 payment methods). */
  delete<T>(path: string, options?: RequestOptions & { body?: unknown }): Promise<T>;
}

/** A JSON client for one service base; every failure becomes an ApiRequestError of one shape. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  async function request<T>(
    method: string,
    path: string,
    body: unknown,
    ro: RequestOptions & { answer?: v.GenericSchema } = {},
  ): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const token = ro.anonymous ? null : (options.token?.() ?? null);
    if (token) headers.authorization = `Bearer ${token}`;
    const url = `${options.base().replace(/\/+$/, '')}${path}${toQueryString(ro.query)}`;
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: ro.signal,
      });
    } catch (cause) {
      if ((cause as Error)?.name === 'AbortError') throw cause;
      throw new ApiRequestError({ status: 0, code: 'network_error', fields: {}, general: [] });
    }
    const text = await response.text();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    if (!response.ok) {
      if ((response.status === 401 || response.status === 403) && token)
        options.onUnauthorized?.(response.status);
      throw new ApiRequestError(normaliseError(response.status, parsed));
    }
    if (!ro.answer) return parsed as T;
    const decoded = v.safeParse(ro.answer, parsed);
    // The server checks its answers against the same schema: a refusal here is its fault.
    if (!decoded.success)
      throw new ApiRequestError({ status: response.status, code: 'server_error', fields: {}, general: [] });
    return decoded.output as T;
  }

  return {
    get: (path: string, ro?: RequestOptions) => request('GET', path, undefined, ro),
    post: (path: string, body?: unknown, ro?: RequestOptions) => request('POST', path, body ?? {}, ro),
    put: (path: string, body?: unknown, ro?: RequestOptions) => request('PUT', path, body ?? {}, ro),
    delete: (path: string, ro?: RequestOptions & { body?: unknown }) => request('DELETE', path, ro?.body, ro),
  };
}
