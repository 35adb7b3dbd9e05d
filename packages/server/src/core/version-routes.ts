import type { VersionAnswer } from '@omnicanal/api';
import type { FastifyInstance } from 'fastify';
import { appVersion } from '../config.ts';
import type { AppContext } from '../context.ts';

/**
 * `GET /version` (spec 000 §7 "Version check"), mounted at /api/core: the update banner's check.
 * Public, as the version in /api/config is: the banner also shows on the sign-in screen. Read at
 * every call, so a build deployed under a running server is seen without a restart.
 */
export function versionRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/version', async (): Promise<VersionAnswer> => ({ version: appVersion(ctx.config.staticDir) }));
  };
}
