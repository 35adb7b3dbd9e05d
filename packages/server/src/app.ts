import type { AddressInfo } from 'node:net';
import fastifyWebsocket from '@fastify/websocket';
import { DEFAULT_API_BASE as API_BASE, RuntimeConfig, type ServiceName } from '@omnicanal/api';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { agentsPlugin } from './agents/plugin.ts';
import { accessPlugin } from './auth/access.ts';
import { botPlugin } from './bot/plugin.ts';
import { campaignsPlugin } from './campaigns/plugin.ts';
import { channelsPlugin } from './channels/plugin.ts';
import { chronosPlugin } from './chronos/plugin.ts';
import { cobrowsePlugin } from './cobrowse/plugin.ts';
import { appVersion, type ServerOptions } from './config.ts';
import { corePlugin } from './core/plugin.ts';
import { guestsPlugin } from './guests/plugin.ts';
import { answersPlugin, valibotSerializerCompiler } from './http/answers.ts';
import { registerCompression } from './http/compression.ts';
import { registerCors } from './http/cors.ts';
import { errorHandler } from './http/error-handler.ts';
import { refuseNulInput } from './http/nul.ts';
import { type ServicePlugin, valibotValidatorCompiler } from './http/valibot.ts';
import { infrastructurePlugin, type OpenInfrastructure, openInfrastructure } from './infrastructure.ts';
import { limitsPlugin } from './limits/plugin.ts';
import { miscPlugin } from './misc/plugin.ts';
import { msglibPlugin } from './msglib/plugin.ts';
import { openApiPlugin } from './openapi/plugin.ts';
import { collectRoutes } from './openapi/registry.ts';
import { paymentProviderOf } from './payment/providers/select.ts';
import { publicApiPlugin } from './public-api/plugin.ts';
import { pushPlugin } from './push/plugin.ts';
import { reportsPlugin } from './reports/plugin.ts';
import { smartcoachingPlugin } from './smartcoaching/plugin.ts';
import { registerStatic } from './static.ts';
import { statsPlugin } from './stats/routes.ts';
import { stats2Plugin } from './stats/stats2-routes.ts';
import { surveysPlugin } from './surveys/plugin.ts';
import { thirdpartiesPlugin } from './thirdparties/plugin.ts';
import { ticketingPlugin } from './ticketing/plugin.ts';
import { translationPlugin } from './translation/plugin.ts';
import { uploadsPlugin } from './uploads/plugin.ts';
import { webivrPlugin } from './webivr/plugin.ts';

/**
 * The services this server answers, one plugin each, mounted at `/api/<name>` (the service map of
 * `@omnicanal/api`). `/api/config` advertises exactly these. Adding a service is one line here.
 */
export const SERVICES: readonly (readonly [ServiceName, ServicePlugin])[] = [
  ['core', corePlugin],
  ['agents', agentsPlugin],
  ['guests', guestsPlugin],
  ['bot', botPlugin],
  ['chronos', chronosPlugin],
  ['smartcoaching', smartcoachingPlugin],
  ['msglib', msglibPlugin],
  ['misc', miscPlugin],
  ['uploads', uploadsPlugin],
  ['translation', translationPlugin],
  ['push', pushPlugin],
  ['cobrowse', cobrowsePlugin],
  ['channels', channelsPlugin],
  ['surveys', surveysPlugin],
  ['thirdparties', thirdpartiesPlugin],
  ['campaigns', campaignsPlugin],
  ['stats', statsPlugin],
  ['stats2', stats2Plugin],
  ['webivr', webivrPlugin],
  ['reports', reportsPlugin],
  ['ticketing', ticketingPlugin],
];

/** Request bodies above this are refused: every payload of these services is small. */
const BODY_LIMIT = 1024 * 1024;

export const redactToken = (url: string) => url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the first n hops". */
function trustProxyOption(trust: boolean | number | string[]) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

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
    trustProxy: trustProxyOption(ctx.config.trustProxy),
  });
  app.setErrorHandler(errorHandler);
  app.setValidatorCompiler(valibotValidatorCompiler);
  app.setSerializerCompiler(valibotSerializerCompiler(ctx.config.answerCheck, app.log));
  app.addHook('preValidation', refuseNulInput);
  await app.register(infrastructurePlugin, { infrastructure: ctx });
  await app.register(accessPlugin);
  await app.register(limitsPlugin);
  await app.register(answersPlugin);
  await app.register(fastifyWebsocket, { options: { maxPayload: BODY_LIMIT } });
  await registerCors(app, ctx.partnerOrigins);
  await registerCompression(app);
  const routes = collectRoutes(app);

  app.get(
    '/api/config',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'What this server is: its version, edition, the services it mounts and its providers.',
        response: { 200: RuntimeConfig },
      },
    },
    async (): Promise<RuntimeConfig> => ({
      version: appVersion(ctx.config.staticDir),
      edition: ctx.config.edition,
      services: Object.fromEntries(SERVICES.map(([name]) => [name, `${API_BASE}/${name}`])),
      providers: {
        email: ctx.config.smtpUrl ? 'smtp' : 'local-outbox',
        web: 'local',
        telegram: ctx.config.telegramApiUrl ? 'telegram-bot-api' : 'local',
        whatsapp: ctx.config.whatsappApiUrl ? 'whatsapp-cloud' : 'local',
        // Billing exists in the hosted edition only (spec 002 §1).
        ...(ctx.config.edition === 'hosted'
          ? { payment: paymentProviderOf(ctx.db, ctx.config.stripe).name }
          : {}),
        ...(ctx.config.googleMapsKey ? { 'google-maps-key': ctx.config.googleMapsKey } : {}),
      },
    }),
  );
  for (const [name, plugin] of SERVICES) await app.register(plugin, { prefix: `${API_BASE}/${name}` });
  // Not a console service: the companies' own systems call it with public API tokens.
  await app.register(publicApiPlugin, { prefix: `${API_BASE}/public` });
  await app.register(openApiPlugin, { routes, version: appVersion(ctx.config.staticDir) });
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
  try {
    await app.listen({ port: context.config.port, host: context.config.host });
  } catch (error) {
    // A port taken (EADDRINUSE) must not leave the database open behind a server that never ran.
    await app.close();
    throw error;
  }
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
