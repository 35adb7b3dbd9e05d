import * as v from 'valibot';

/** `GET /api/core/version` (spec 000 §7 "Version check"): the version the server serves. */
export const VersionAnswer = v.object({ version: v.string() });
export type VersionAnswer = v.InferOutput<typeof VersionAnswer>;
