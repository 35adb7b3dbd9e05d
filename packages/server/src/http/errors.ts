import { type ErrorCode, isErrorCode } from '@omnicanal/core';
import * as v from 'valibot';

/** Field name -> messages: the per-field lists of spec 000 §5. */
export type FieldErrors = Record<string, string[]>;

/**
 * The one error body of the server: `{ error: code, detail: sentence, <field>: [messages…] }`.
 * Field errors sit at the top level, as the client's normaliseError expects (spec 000 §5).
 */
export function errorBody(code: string, detail: string, fields: FieldErrors = {}): Record<string, unknown> {
  return { ...fields, error: code, detail };
}

/** An error a route throws; the app's error handler turns it into `errorBody` with `status`. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode | string;
  readonly fields: FieldErrors;
  constructor(status: number, code: ErrorCode | string, detail: string, fields: FieldErrors = {}) {
    super(detail);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
  get body(): Record<string, unknown> {
    return errorBody(this.code, this.message, this.fields);
  }
}

type Issues = readonly v.BaseIssue<unknown>[];

/** Per-field lists from valibot issues; issues without a path are general (`non_field_errors`). */
export function fieldErrors(issues: Issues): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? 'non_field_errors';
    const list = fields[key] ?? [];
    list.push(issue.message);
    fields[key] = list;
  }
  return fields;
}

/**
 * The catalogue code an invalid payload deserves. Shared schemas use catalogue codes as messages
 * where the spec names one (`message_empty`, `invalid_phone`); when every problem is that one code
 * it names the error, otherwise (several problems, or none of the catalogue) invalid_payload, and
 * the field lists say the rest.
 */
export function issuesCode(issues: Issues): ErrorCode {
  const messages = new Set(issues.map((issue) => issue.message));
  const [only] = messages;
  return messages.size === 1 && only !== undefined && isErrorCode(only) ? only : 'invalid_payload';
}

export function issuesDetail(issues: Issues): string {
  const first = issues[0];
  if (!first) return 'The payload is not valid.';
  const path = v.getDotPath(first);
  return `The payload is not valid${path ? ` at ${path}` : ''}: ${first.message}.`;
}

export const notAuthenticated = () =>
  new HttpError(401, 'not_authenticated', 'Authentication credentials were not provided or are not valid.');

export const notFound = (what = 'resource') => new HttpError(404, 'not_found', `The ${what} does not exist.`);

/**
 * 429 `rate_limited`: a rate limit refused the request. The error handler adds `retry-after`
 * (whole seconds until the window ends).
 */
export class RateLimited extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterMs: number) {
    super(429, 'rate_limited', 'Too many requests: try again later.');
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}
