import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * Whether a parsed JSON value holds U+0000 in a string or a key. PostgreSQL's text and jsonb
 * cannot store it (and refuse it even in a lookup), so input holding one is refused at the
 * boundary as an invalid payload instead of failing in the database. Iterative: a frame may nest
 * deeper than the call stack.
 */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const inner of item) pending.push(inner);
    } else if (item && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * A `preValidation` hook: a body, query or path parameter holding U+0000 is a 400 invalid_payload
 * before any route reads it (the database would refuse it with a 500).
 */
export async function refuseNulInput(request: FastifyRequest): Promise<void> {
  if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body))
    throw new HttpError(400, 'invalid_payload', 'Text may not contain the character U+0000.', {
      non_field_errors: ['invalid_payload'],
    });
}
