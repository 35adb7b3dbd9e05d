import type { AddressInfo } from 'node:net';
import fastifyWebsocket from '@fastify/websocket';
import { type RuntimeConfig, serviceMap } from '@omnicanal/api';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { accountDeletionRoutes } from './account/deletion-routes.ts';
import { accountRoutes } from './account/routes.ts';
import { agentControlsRoutes } from './agents/agent-controls-routes.ts';
import { agentsRoutes } from './agents/routes.ts';
import { sessionSearchRoutes } from './agents/sessions-search.ts';
import { accessPlugin } from './auth/access.ts';
import { botPlugin } from './bot/plugin.ts';
import { chronosPlugin } from './chronos/plugin.ts';
import { cobrowsePlugin } from './cobrowse/plugin.ts';
import { appVersion, type ServerOptions } from './config.ts';
import { contactReasonsRoutes } from './contact-reasons/routes.ts';
import { coreRoutes } from './core/routes.ts';
import { guestDetailsRoutes } from './guest-details/routes.ts';
import { guestsRoutes } from './guests/routes.ts';
import { errorHandler } from './http/error-handler.ts';
import { valibotValidatorCompiler } from './http/valibot.ts';
import { infrastructurePlugin, type OpenInfrastructure, openInfrastructure } from './infrastructure.ts';
import { integrationsRoutes } from './integrations/routes.ts';
import { msglibPlugin } from './msglib/plugin.ts';
import { pushPlugin } from './push/plugin.ts';
import { settingsRoutes } from './settings/routes.ts';
import { smartcoachingPlugin } from './smartcoaching/plugin.ts';
import { registerStatic } from './static.ts';
import { translationPlugin } from './translation/plugin.ts';
import { uploadsPlugin } from './uploads/plugin.ts';

/** Request bodies above this are refused: every payload of these services is small. */
const BODY_LIMIT = 1024 * 1024;

export const redactToken = (url: string) => url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');

/** The Fastify app over open infrastructure: every service, the runtime config and the static files. */
async function buildAppOver(ctx: OpenInfrastructure): Promise<FastifyInstance> {
  const app = Fastify({
    logger: ctx.config.logger && {
      // Socket URLs carry the token in the query (spec 000 §7): never write it to the logs.
      serializers: {
        req: (req: FastifyRequest) => ({
          method: req.method,
          url: redactToken(req.url),
          remoteAddress: req.ip,
        }),
      },
    },
    bodyLimit: BODY_LIMIT,
  });
  app.setErrorHandler(errorHandler);
  app.setValidatorCompiler(valibotValidatorCompiler);
  await app.register(infrastructurePlugin, { infrastructure: ctx });
  await app.register(accessPlugin);
  await app.register(fastifyWebsocket, { options: { maxPayload: BODY_LIMIT } });

  app.get(
    '/api/config',
    { config: { auth: 'public' } },
    async (): Promise<RuntimeConfig> => ({
      version: appVersion(ctx.config.staticDir),
      edition: ctx.config.edition,
      services: serviceMap('/api'),
      providers: {
        email: ctx.config.smtpUrl ? 'smtp' : 'local-outbox',
        web: 'local',
        ...(ctx.config.googleMapsKey ? { 'google-maps-key': ctx.config.googleMapsKey } : {}),
      },
    }),
  );
  await app.register(coreRoutes, { prefix: '/api/core' });
  await app.register(accountRoutes, { prefix: '/api/core' });
  await app.register(accountDeletionRoutes, { prefix: '/api/core' });
  await app.register(pushPlugin, { prefix: '/api/push' });
  await app.register(agentsRoutes(ctx), { prefix: '/api/agents' });
  await app.register(sessionSearchRoutes(ctx), { prefix: '/api/agents' });
  await app.register(agentControlsRoutes(ctx), { prefix: '/api/agents' });
  await app.register(guestsRoutes(ctx), { prefix: '/api/guests' });
  await app.register(guestDetailsRoutes(ctx), { prefix: '/api/agents' });
  await app.register(translationPlugin, { prefix: '/api/translation' });
  await app.register(integrationsRoutes, { prefix: '/api/core' });
  await app.register(settingsRoutes(ctx), { prefix: '/api/core' });
  await app.register(botPlugin, { prefix: '/api/bot' });
  await app.register(chronosPlugin, { prefix: '/api/chronos' });
  await app.register(contactReasonsRoutes(), { prefix: '/api/agents' });
  await app.register(msglibPlugin, { prefix: '/api/msglib' });
  await app.register(smartcoachingPlugin, { prefix: '/api/smartcoaching' });
  await app.register(uploadsPlugin, { prefix: '/api/uploads' });
  await app.register(cobrowsePlugin, { prefix: '/api/cobrowse' });
  await registerStatic(app, ctx.config.staticDir, ctx.config.demoDir);
  return app;
}

/**
 * Builds the whole server: opens and migrates the database, seeds it when asked, and answers the
 * app. Closing the app closes the infrastructure last (its order is `OpenInfrastructure.close`).
 */
export async function buildApp(
  options: ServerOptions = {},
): Promise<{ app: FastifyInstance; context: OpenInfrastructure }> {
  const context = await openInfrastructure(options);
  try {
    const app = await buildAppOver(context);
    app.addHook('onClose', async () => context.close());
    return { app, context };
  } catch (err) {
    await context.close();
    throw err;
  }
}

export interface RunningServer {
  /** http://host:port of the listening server (127.0.0.1 when bound to every address). */
  url: string;
  app: FastifyInstance;
  /** The shared infrastructure the app is decorated with (tests reach the database through it). */
  context: OpenInfrastructure;
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const { app, context } = await buildApp(options);
  await app.listen({ port: context.config.port, host: context.config.host });
  const { port } = app.server.address() as AddressInfo;
  const host =
    context.config.host === '0.0.0.0' || context.config.host === '::' ? '127.0.0.1' : context.config.host;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    app,
    context,
    close: () => app.close(),
  };
}
