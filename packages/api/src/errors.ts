/**
 * One error shape for the client, whatever shape the server answered with (spec 000 §5, §8):
 * - per-field lists: `{ email: ['…'], password: ['…'] }`;
 * - general keys: `detail`, `non_field_errors`, `error` (the reference server puts its stable code
 *   in `error` and an English sentence in `detail`);
 * - the newer list of `field:message` strings; entries without a colon are general.
 */
export interface ApiError {
  status: number;
  /** Stable code from the error catalogue, when the server gave one. */
  code: string | null;
  /** field name -> messages (message keys or server text) */
  fields: Record<string, string[]>;
  /** messages not tied to a field */
  general: string[];
  /**
   * The card provider's code of a refused payment (spec 002 §8: `{"error": "insufficient_funds",
   * "code": ["card_declined"]}`), when the server sent one beside its own code.
   */
  providerCode?: string;
}

const GENERAL_KEYS = new Set(['detail', 'non_field_errors', 'error', 'code']);

const toList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((x): x is string => typeof x === 'string')
    : typeof value === 'string'
      ? [value]
      : [];

function addField(out: ApiError, field: string, message: string): void {
  const list = out.fields[field] ?? [];
  list.push(message);
  out.fields[field] = list;
}

export function normaliseError(status: number, body: unknown): ApiError {
  const out: ApiError = { status, code: null, fields: {}, general: [] };
  if (Array.isArray(body)) {
    for (const entry of body) {
      if (typeof entry !== 'string') continue;
      const at = entry.indexOf(':');
      if (at <= 0) out.general.push(entry);
      else addField(out, entry.slice(0, at).trim(), entry.slice(at + 1).trim());
    }
    return out;
  }
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.error === 'string') out.code = record.error;
    else if (typeof record.code === 'string') out.code = record.code;
    const provider = typeof record.error === 'string' ? toList(record.code)[0] : undefined;
    if (provider) out.providerCode = provider;
    for (const [key, value] of Object.entries(record)) {
      if (key === 'code') continue;
      if (GENERAL_KEYS.has(key)) {
        // The code itself is not a sentence to show when a detail accompanies it.
        if (key === 'error' && typeof record.detail === 'string') continue;
        out.general.push(...toList(value));
      } else {
        const list = toList(value);
        if (list.length) out.fields[key] = list;
      }
    }
    return out;
  }
  if (typeof body === 'string' && body) out.general.push(body);
  return out;
}

export class ApiRequestError extends Error {
  readonly error: ApiError;
  constructor(error: ApiError) {
    super(error.code ?? error.general[0] ?? `HTTP ${error.status}`);
    this.name = 'ApiRequestError';
    this.error = error;
  }
}
