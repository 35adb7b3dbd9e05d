import { VersionAnswer } from '@omnicanal/api';
import { appVersion } from '../config.ts';
import type { ServicePlugin } from '../http/valibot.ts';

/**
 * `GET /version` (spec 000 §7 "Version check"), mounted at /api/core: the update banner's check.
 * Public, as the version in /api/config is: the banner also shows on the sign-in screen. Read at
 * every call, so a build deployed under a running server is seen without a restart.
 */
export const versionRoutes: ServicePlugin = async (app) => {
  app.get(
    '/version',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'The version of the running build, for the update banner.',
        response: { 200: VersionAnswer },
      },
    },
    async (): Promise<VersionAnswer> => ({ version: appVersion(app.config.staticDir) }),
  );
};
