import { EDITIONS } from '@omnicanal/core';
import * as v from 'valibot';

/** GET /api/config: what the host and elements need to run. */
export const RuntimeConfig = v.object({
  version: v.string(),
  edition: v.picklist(EDITIONS),
  /** service name -> base URL (absolute path or URL) */
  services: v.record(v.string(), v.string()),
  /** outside service -> provider in use, e.g. { email: 'local-outbox' } */
  providers: v.record(v.string(), v.string()),
});
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfig>;
