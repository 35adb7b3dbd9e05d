import * as v from 'valibot';
import { Whole } from './common.ts';

/**
 * What a public API token may do. Reading the company's rooms and their messages is what the
 * public API offers today; a token keeps the scopes it was made with.
 */
export const PUBLIC_API_SCOPES = ['rooms:read'] as const;
export type PublicApiScope = (typeof PUBLIC_API_SCOPES)[number];

export const PublicApiScopes = v.pipe(
  v.array(v.picklist(PUBLIC_API_SCOPES, 'invalid')),
  v.minLength(1, 'required'),
  v.maxLength(PUBLIC_API_SCOPES.length, 'too_long'),
);

/** `GET /api/public/rooms`: one list (waiting, running or closed), by pages of the console's size. */
export const PublicRoomsQuery = v.object({
  status: v.optional(v.picklist(['waiting', 'running', 'closed'], 'invalid'), 'waiting'),
  offset: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'invalid'), v.transform(Number), Whole), '0'),
});
export type PublicRoomsQuery = v.InferOutput<typeof PublicRoomsQuery>;
