import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MONITORING_PUSH_GAP_MS } from '@omnicanal/api';
import { type Edition, isEdition, ROOM_TIMER_TICK_MS } from '@omnicanal/core';
import type { TyntecConfig } from './campaigns/templates/providers/tyntec.ts';
import type { SsoProvider } from './core/account/sso.ts';

/** The repository root: packages/server/src/ is three levels below it. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** What a caller may set; everything else has a default. */
/** How often subscriptions whose period ended are renewed: once a minute is close enough for a monthly bill. */
const BILLING_TICK_MS = 60_000;

export interface ServerOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  /** PostgreSQL when set, PGlite in `dataDir` otherwise. */
  databaseUrl?: string | null;
  /** PGlite's `shared_buffers` (`PGLITE_SHARED_BUFFERS`, e.g. `16MB`); PostgreSQL's 128MB when unset. */
  pgliteSharedBuffers?: string | null;
  edition?: Edition;
  /** Seed the demo company when the database has no company yet. */
  seedDemo?: boolean;
  /**
   * Run the bot of a skill's web channel before the queue (default true, `OMNICANAL_BOTS=0` turns
   * it off): off, every visitor goes straight to the skill's waiting list.
   */
  bots?: boolean;
  staticDir?: string;
  demoDir?: string;
  /** Interval of the server's `{type:'ping'}` on sockets. */
  pingIntervalMs?: number;
  /** How often this instance fires due room timers; 0 stops the ticker (tests call `tick`). */
  roomTimerTickMs?: number;
  /** How often this instance renews subscriptions whose period ended (hosted); 0 stops it (tests call `renewDueSubscriptions`). */
  billingTickMs?: number;
  /** How long the local template provider takes to validate or refuse a submitted template. */
  templateReviewMs?: number;
  /**
   * Tyntec's WhatsApp template API (`TYNTEC_API_KEY`, `TYNTEC_WABA_ID`, `TYNTEC_API_URL`): with it,
   * templates are reviewed by WhatsApp; without it, by the local template provider.
   */
  tyntec?: TyntecConfig | null;
  /** The time room timers count with; tests inject one to move time without sleeping. */
  clock?: () => number;
  logger?: boolean;
  /** SMTP server for outgoing mail (`smtp://user:pass@host:587`); the local outbox keeps mail when unset. */
  smtpUrl?: string | null;
  /** The sender of outgoing mail. */
  mailFrom?: string;
  /**
   * Development/test mode of the local outbox (`DEV_MAILBOX=1`): each user reads the mail sent to
   * their own address at GET /api/core/outbox/. Off by default; never on a real deployment.
   */
  devMailbox?: boolean;
  /** Where the console is reached, for links in mails. Never taken from a request's Host header. */
  publicUrl?: string;
  /**
   * Partner origins (`https://crm.example`) whose pages may load the console's elements and call
   * the API from the browser (CORS, and the agents socket's Origin check). The visitor side
   * (web-chat.js, the visitor's guests calls and socket) answers any origin.
   */
  allowedOrigins?: string[];
  /** Who receives offer requests (POST /offers/send/). */
  salesEmail?: string;
  /** The single sign-on provider of the deployment; GET /saml/login answers 501 without one. */
  sso?: SsoProvider | null;
  /**
   * Google Maps browser key for the place picker. A browser key is public by design (Google
   * restricts it to the console's address), so it travels in /api/config.
   */
  googleMapsKey?: string | null;
  /**
   * The reverse proxies in front of the server, as Fastify's `trustProxy`: `true` (every hop), a
   * number of hops, or their addresses/CIDRs. Only then are `X-Forwarded-For` (the client address
   * that throttles and rate limits count) and `X-Forwarded-Proto` (HSTS) believed.
   */
  trustProxy?: boolean | number | string[];
  /** Multiplies every rate limit (`limits/sizes.ts`); 0 turns them off. */
  rateLimitScale?: number;
  /**
   * Whether addresses a company configured (a web IVR form's API) may be loopback, private or
   * link-local ones (`OMNICANAL_OUTBOUND_PRIVATE=1`). Off by default: a manager's URL must not
   * reach into the server's own network; a deployment whose CRM is on its private network, and
   * the tests, turn it on.
   */
  outboundPrivate?: boolean;
  /**
   * What an answer outside its route's response schema does: `refuse` answers 500 `server_error`
   * instead (tests and development, so a drift fails where it is made); `log` writes the mismatch
   * to the log and sends the answer as it is (production, where the console decodes the answer
   * with the same schema and a drift the console tolerates must not become an outage).
   */
  answerCheck?: AnswerCheck;
  /**
   * The key that encrypts stored secrets (channel tokens and keys) at rest, `OMNICANAL_SECRET_KEY`.
   * Outside production a fixed development key stands in; a production start without one fails.
   */
  secretKey?: string;
  /**
   * Base URL of Telegram's Bot API (`TELEGRAM_API_URL`, normally https://api.telegram.org). Unset,
   * Telegram channels use the local provider even when they have a token.
   */
  telegramApiUrl?: string | null;
  /**
   * Base URL of Meta's Graph API with its version (`WHATSAPP_API_URL`, e.g.
   * https://graph.facebook.com/v21.0). Unset, WhatsApp channels use the local provider even when
   * they have a phone number id and an access token.
   */
  whatsappApiUrl?: string | null;
  /** How often this instance sends due outbound channel messages; 0 stops it (tests call `tick`). */
  channelOutboxTickMs?: number;
  /** How often this instance starts due campaign sends and hands their messages on; 0 stops it (tests call `tick`). */
  campaignTickMs?: number;
  /** How often this instance queues due scheduled exports and carries out due runs; 0 stops it (tests call `tick`). */
  scheduledExportTickMs?: number;
  /** How often this instance keeps due companies' past year of statistics days; 0 stops it (tests call `tick`). */
  statsDaysTickMs?: number;
  /** The least time between two pushes of the monitoring socket (MONITORING_PUSH_GAP_MS; tests shorten it). */
  monitoringPushGapMs?: number;
  /**
   * Stripe's secret and publishable keys (`STRIPE_SECRET_KEY`, `STRIPE_PUBLISHABLE_KEY`). With a
   * secret key payments go to Stripe; without one the sandbox provider stands in.
   */
  stripe?: StripeKeys | null;
  /**
   * The Facebook app channels sign in with (`FACEBOOK_APP_ID`, `FACEBOOK_APP_SECRET`): with it
   * Facebook and Instagram channels connect through Facebook Login; without it the local sign-in
   * page stands in.
   */
  facebook?: FacebookApp | null;
}

/** A Facebook app: Facebook Login for pages and Instagram accounts, Meta's embedded signup for WhatsApp. */
export interface FacebookApp {
  appId: string;
  appSecret: string;
  /** The Graph API with its version (`FACEBOOK_GRAPH_URL`, default https://graph.facebook.com/v21.0). */
  graphUrl?: string;
  /** The login dialog (default https://www.facebook.com/v21.0/dialog/oauth). */
  dialogUrl?: string;
  /** The embedded signup's configuration (`WHATSAPP_CONFIG_ID`); unset, WhatsApp signs in locally. */
  whatsappConfigId?: string | null;
}

export interface StripeKeys {
  secretKey: string;
  publishableKey: string | null;
  /** Another Stripe API endpoint (`STRIPE_API_URL`: a local stripe-mock, a test double). */
  apiUrl?: string | null;
  /** The signing secret of the webhook endpoint (`STRIPE_WEBHOOK_SECRET`); unset, no webhook is received. */
  webhookSecret?: string | null;
}

/** See `ServerOptions.answerCheck`. */
export type AnswerCheck = 'refuse' | 'log';

export type ServerConfig = Required<
  Omit<
    ServerOptions,
    | 'databaseUrl'
    | 'pgliteSharedBuffers'
    | 'smtpUrl'
    | 'sso'
    | 'googleMapsKey'
    | 'telegramApiUrl'
    | 'whatsappApiUrl'
    | 'stripe'
    | 'tyntec'
    | 'facebook'
  >
> & {
  stripe: StripeKeys | null;
  facebook: FacebookApp | null;
  tyntec: TyntecConfig | null;
  databaseUrl: string | null;
  pgliteSharedBuffers: string | null;
  telegramApiUrl: string | null;
  whatsappApiUrl: string | null;
  smtpUrl: string | null;
  sso: SsoProvider | null;
  googleMapsKey: string | null;
};

export const DEFAULT_PING_INTERVAL_MS = 30_000;

/**
 * The secret key of development and tests, public by design: it only stands in where no data is
 * real. `optionsFromEnv` refuses to start a production server on it.
 */
export const DEVELOPMENT_SECRET_KEY = 'omnicanal-development-secret-key-not-for-production';

/** The local template provider's answer time: long enough to see "in validation", short to wait. */
export const LOCAL_TEMPLATE_REVIEW_MS = 5_000;

/** How often due campaign sends and recipients are looked for by default. */
export const CAMPAIGN_TICK_MS = 1_000;

/** How often due scheduled exports and runs are looked for by default ("run now" waits at most this). */
export const SCHEDULED_EXPORT_TICK_MS = 2_000;

/** How often companies whose past year of statistics days is due are looked for by default. */
export const STATS_DAYS_TICK_MS = 300_000;

/** How often outbound channel messages are looked for by default. */
export const CHANNEL_OUTBOX_TICK_MS = 1_000;

export function resolveConfig(options: ServerOptions = {}): ServerConfig {
  return {
    port: options.port ?? 8080,
    host: options.host ?? '0.0.0.0',
    dataDir: options.dataDir ?? join(REPO_ROOT, '.data'),
    databaseUrl: options.databaseUrl || null,
    pgliteSharedBuffers: options.pgliteSharedBuffers || null,
    edition: options.edition ?? 'self-hosted',
    seedDemo: options.seedDemo ?? false,
    bots: options.bots ?? true,
    staticDir: options.staticDir ?? join(REPO_ROOT, 'dist'),
    demoDir: options.demoDir ?? join(REPO_ROOT, 'demo'),
    pingIntervalMs: options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS,
    roomTimerTickMs: options.roomTimerTickMs ?? ROOM_TIMER_TICK_MS,
    billingTickMs: options.billingTickMs ?? BILLING_TICK_MS,
    templateReviewMs: options.templateReviewMs ?? LOCAL_TEMPLATE_REVIEW_MS,
    clock: options.clock ?? Date.now,
    logger: options.logger ?? false,
    smtpUrl: options.smtpUrl || null,
    mailFrom: options.mailFrom ?? 'Omnicanal <no-reply@omnicanal.localhost>',
    devMailbox: options.devMailbox ?? false,
    publicUrl: (options.publicUrl ?? `http://localhost:${options.port ?? 8080}`).replace(/\/+$/, ''),
    allowedOrigins: (options.allowedOrigins ?? []).map(originOf),
    salesEmail: options.salesEmail ?? 'sales@omnicanal.localhost',
    sso: options.sso ?? null,
    googleMapsKey: options.googleMapsKey || null,
    trustProxy: options.trustProxy ?? false,
    rateLimitScale: options.rateLimitScale ?? 1,
    outboundPrivate: options.outboundPrivate ?? false,
    answerCheck: options.answerCheck ?? 'refuse',
    secretKey: options.secretKey || DEVELOPMENT_SECRET_KEY,
    telegramApiUrl: options.telegramApiUrl ? options.telegramApiUrl.replace(/\/+$/, '') : null,
    whatsappApiUrl: options.whatsappApiUrl ? options.whatsappApiUrl.replace(/\/+$/, '') : null,
    stripe: options.stripe ?? null,
    tyntec: options.tyntec ?? null,
    facebook: options.facebook ?? null,
    channelOutboxTickMs: options.channelOutboxTickMs ?? CHANNEL_OUTBOX_TICK_MS,
    campaignTickMs: options.campaignTickMs ?? CAMPAIGN_TICK_MS,
    scheduledExportTickMs: options.scheduledExportTickMs ?? SCHEDULED_EXPORT_TICK_MS,
    statsDaysTickMs: options.statsDaysTickMs ?? STATS_DAYS_TICK_MS,
    monitoringPushGapMs: options.monitoringPushGapMs ?? MONITORING_PUSH_GAP_MS,
  };
}

/**
 * An origin as browsers send it (`https://crm.example:8443`, no path, no trailing slash). A value
 * with a path, a query or another scheme stops the start: a typo must not silently allow nothing.
 */
export function originOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`not an origin (https://host[:port]): ${value}`);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!/^https?:$/.test(url.protocol) || !bare)
    throw new Error(`not an origin (https://host[:port]): ${value}`);
  return url.origin;
}

/** Reads the environment variables of the README. A wrong value stops the start with a clear message. */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const options: ServerOptions = { logger: true };
  if (env.PORT) {
    const port = Number(env.PORT);
    if (!Number.isInteger(port) || port < 0 || port > 65_535)
      throw new Error(`PORT is not a port number: ${env.PORT}`);
    options.port = port;
  }
  if (env.HOST) options.host = env.HOST;
  if (env.DATA_DIR) options.dataDir = resolve(env.DATA_DIR);
  if (env.DATABASE_URL) options.databaseUrl = env.DATABASE_URL;
  if (env.PGLITE_SHARED_BUFFERS) {
    if (!/^[1-9]\d*(kB|MB|GB)$/.test(env.PGLITE_SHARED_BUFFERS))
      throw new Error(`PGLITE_SHARED_BUFFERS must be a size such as 16MB, not ${env.PGLITE_SHARED_BUFFERS}`);
    options.pgliteSharedBuffers = env.PGLITE_SHARED_BUFFERS;
  }
  if (env.OMNICANAL_EDITION) {
    if (!isEdition(env.OMNICANAL_EDITION))
      throw new Error(`OMNICANAL_EDITION must be hosted or self-hosted, not ${env.OMNICANAL_EDITION}`);
    options.edition = env.OMNICANAL_EDITION;
  }
  options.seedDemo = env.OMNICANAL_SEED_DEMO === '1';
  if (env.OMNICANAL_BOTS !== undefined) options.bots = env.OMNICANAL_BOTS !== '0';
  if (env.STATIC_DIR) options.staticDir = resolve(env.STATIC_DIR);
  if (env.DEMO_DIR) options.demoDir = resolve(env.DEMO_DIR);
  if (env.SMTP_URL) {
    if (!/^smtps?:\/\//.test(env.SMTP_URL)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
    options.smtpUrl = env.SMTP_URL;
  }
  if (env.MAIL_FROM) options.mailFrom = env.MAIL_FROM;
  options.devMailbox = env.DEV_MAILBOX === '1';
  options.outboundPrivate = env.OMNICANAL_OUTBOUND_PRIVATE === '1';
  if (env.PUBLIC_URL) {
    if (!/^https?:\/\//.test(env.PUBLIC_URL))
      throw new Error('PUBLIC_URL must start with http:// or https://');
    options.publicUrl = env.PUBLIC_URL;
  }
  if (env.OMNICANAL_ALLOWED_ORIGINS)
    options.allowedOrigins = env.OMNICANAL_ALLOWED_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map(originOf);
  if (env.SALES_EMAIL) options.salesEmail = env.SALES_EMAIL;
  if (env.GOOGLE_MAPS_KEY) options.googleMapsKey = env.GOOGLE_MAPS_KEY;
  if (env.TRUST_PROXY) options.trustProxy = trustProxyOf(env.TRUST_PROXY);
  if (env.RATE_LIMIT_SCALE) {
    const scale = Number(env.RATE_LIMIT_SCALE);
    if (!Number.isFinite(scale) || scale < 0)
      throw new Error(`RATE_LIMIT_SCALE is not a number of 0 or more: ${env.RATE_LIMIT_SCALE}`);
    options.rateLimitScale = scale;
  }
  if (env.OMNICANAL_SECRET_KEY) {
    if (env.OMNICANAL_SECRET_KEY.length < 32)
      throw new Error('OMNICANAL_SECRET_KEY must be at least 32 characters long');
    options.secretKey = env.OMNICANAL_SECRET_KEY;
  } else if (env.NODE_ENV === 'production') {
    throw new Error('OMNICANAL_SECRET_KEY must be set in production: it encrypts the stored secrets');
  }
  if (env.TELEGRAM_API_URL) {
    if (!/^https?:\/\//.test(env.TELEGRAM_API_URL))
      throw new Error('TELEGRAM_API_URL must start with http:// or https://');
    options.telegramApiUrl = env.TELEGRAM_API_URL;
  }
  if (env.WHATSAPP_API_URL) {
    if (!/^https?:\/\//.test(env.WHATSAPP_API_URL))
      throw new Error('WHATSAPP_API_URL must start with http:// or https://');
    options.whatsappApiUrl = env.WHATSAPP_API_URL;
  }
  if (env.TYNTEC_API_KEY) {
    if (!env.TYNTEC_WABA_ID)
      throw new Error('TYNTEC_API_KEY needs TYNTEC_WABA_ID, the WhatsApp Business Account of the templates');
    const apiUrl = (env.TYNTEC_API_URL || 'https://api.tyntec.com').replace(/\/+$/, '');
    if (!/^https?:\/\//.test(apiUrl)) throw new Error('TYNTEC_API_URL must start with http:// or https://');
    options.tyntec = { apiKey: env.TYNTEC_API_KEY, accountId: env.TYNTEC_WABA_ID, apiUrl };
  }
  if (env.FACEBOOK_APP_ID || env.FACEBOOK_APP_SECRET) {
    if (!env.FACEBOOK_APP_ID || !env.FACEBOOK_APP_SECRET)
      throw new Error('FACEBOOK_APP_ID and FACEBOOK_APP_SECRET go together');
    if (env.FACEBOOK_GRAPH_URL && !/^https?:\/\//.test(env.FACEBOOK_GRAPH_URL))
      throw new Error('FACEBOOK_GRAPH_URL must start with http:// or https://');
    options.facebook = {
      appId: env.FACEBOOK_APP_ID,
      appSecret: env.FACEBOOK_APP_SECRET,
      ...(env.FACEBOOK_GRAPH_URL ? { graphUrl: env.FACEBOOK_GRAPH_URL } : {}),
      whatsappConfigId: env.WHATSAPP_CONFIG_ID || null,
    };
  }
  if (env.STRIPE_SECRET_KEY)
    options.stripe = {
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
      apiUrl: env.STRIPE_API_URL || null,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    };
  // A server started from the environment (`npm start`) is a deployment unless it says it is a
  // developer's: there a drifted answer is logged, not turned into an outage.
  if (env.NODE_ENV !== 'development' && env.NODE_ENV !== 'test') options.answerCheck = 'log';
  return options;
}

/**
 * TRUST_PROXY: `true`/`false`, a number of proxy hops, or a comma-separated list of proxy
 * addresses or CIDRs (`10.0.0.0/8,127.0.0.1`).
 */
export function trustProxyOf(value: string): boolean | number | string[] {
  const text = value.trim();
  if (text === 'true') return true;
  if (text === 'false' || text === '') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!list.every((entry) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry)))
    throw new Error(`TRUST_PROXY must be true, a number of hops or addresses/CIDRs: ${value}`);
  return list;
}

function readJson(path: string): Record<string, unknown> | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * The version the update banner compares: the root package version, with the build id written by
 * the front-end build in `<static>/build.json` when there is one. Read on each call because a new
 * build may land while the server runs.
 */
export function appVersion(staticDir: string): string {
  const pkg = readJson(join(REPO_ROOT, 'package.json'));
  const base = typeof pkg?.version === 'string' ? pkg.version : '0.0.0';
  const buildFile = join(staticDir, 'build.json');
  if (!existsSync(buildFile)) return base;
  const build = readJson(buildFile)?.version;
  if (typeof build !== 'string' || !build) return base;
  return build.startsWith(base) ? build : `${base}+${build}`;
}
