import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { MessageService } from './agents/message-actions.ts';
import { PartnerOrigins } from './auth/partner-origins.ts';
import { SessionSockets } from './auth/session-sockets.ts';
import { CampaignEngine } from './campaigns/sends/engine.ts';
import { ChannelOutbox } from './channels/outbox.ts';
import { ChannelService } from './channels/service.ts';
import { resolveConfig, type ServerConfig, type ServerOptions } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import type { DB } from './db/schema.ts';
import { createEmailProvider } from './email/create.ts';
import type { EmailProvider } from './email/provider.ts';
import { SmtpProvider } from './email/smtp.ts';
import { EventBus } from './events/bus.ts';
import { sftpDelivery } from './reports/deliver.ts';
import { ScheduledExportEngine } from './reports/engine.ts';
import { Autofill } from './rooms/autofill.ts';
import { Presence } from './rooms/presence.ts';
import { RoomService } from './rooms/room-actions.ts';
import { RoomTimerEngine } from './rooms/timer-engine.ts';
import { Scheduler } from './scheduler/scheduler.ts';
import { seedDemo } from './seed/demo.ts';
import { localLibraryProvider, type SuggestionProvider } from './smartcoaching/provider.ts';
import { StatsDaysKeeper } from './stats/days-keeper.ts';
import { providerFromEnv } from './translation/configure.ts';
import type { TranslationProvider } from './translation/provider.ts';

/**
 * What every service shares, opened once per process and decorated on the Fastify instance
 * (`app.db`, `app.bus`, …). The process keeps no other state that matters.
 */
export interface Infrastructure {
  config: ServerConfig;
  database: Database;
  db: Kysely<DB>;
  bus: EventBus;
  /** Outgoing mail: SMTP when `SMTP_URL` is set, the local outbox otherwise. One per process. */
  email: EmailProvider;
  /** Machine translation of messages (`TRANSLATION_URL`), or null when none is configured. */
  translation: TranslationProvider | null;
  /** Smart coaching's answer suggestions. */
  suggestions: SuggestionProvider;
  /** The time rooms, timers and throttles count with (the config's clock). */
  clock: () => number;
  rooms: RoomService;
  messages: MessageService;
  /** Fires this instance's share of the due room timers. */
  timers: RoomTimerEngine;
  /** Auto-allocation passes of this instance. */
  autofill: Autofill;
  /** Presence rows of this instance's agents sockets. */
  presence: Presence;
  /**
   * Agents sockets of this instance: each ends when its token expires or is revoked on any
   * instance (`bus.sessionsChanged`), and re-reads its user after a role or skill change.
   */
  agentSockets: SessionSockets;
  /** Channels and their providers, with the key that seals their secrets. */
  channels: ChannelService;
  /** Sends this instance's share of the due outbound channel messages. */
  channelOutbox: ChannelOutbox;
  /** Starts this instance's share of the due campaign sends and hands their messages to the outbox. */
  campaigns: CampaignEngine;
  /**
   * When this instance looks for due work (room timers, outbox, campaign sends, bot expiry,
   * renewals…): every job claims its rows from the database, so instances never do a thing twice.
   */
  scheduler: Scheduler;
  /** Queues this instance's share of the due scheduled exports and carries out due runs. */
  scheduledExports: ScheduledExportEngine;
  /** Keeps this instance's share of the companies' past year of statistics days ahead of their readers. */
  statsDays: StatsDaysKeeper;
  /** The partner origins a page may call the console's API from: the deployment's and each company's. */
  partnerOrigins: PartnerOrigins;
  /** Whether this start seeded the demo company. */
  seeded: boolean;
}

/** The infrastructure with its one shutdown, in the order the parts depend on each other. */
export interface OpenInfrastructure extends Infrastructure {
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance extends Infrastructure {}
}

/** Opens the database, migrates it, seeds it when asked, and starts the bus, timers and mail. */
export async function openInfrastructure(
  options: ServerOptions = {},
  onError?: (err: unknown) => void,
): Promise<OpenInfrastructure> {
  const config = resolveConfig(options);
  // A misconfigured provider fails the start before anything is opened.
  const translation = providerFromEnv();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteSharedBuffers: config.pgliteSharedBuffers,
  });
  try {
    await migrate(database.db);
    const seeded = config.seedDemo ? await seedDemo(database.db) : false;
    const bus = new EventBus(database, onError);
    await bus.start();
    const rooms = new RoomService(database.db, bus, config.clock);
    const scheduler = new Scheduler(onError ?? ((err) => console.error(err)));
    const timers = new RoomTimerEngine(database.db, rooms, onError);
    scheduler.every('room timers', config.roomTimerTickMs, timers);
    const autofill = new Autofill(rooms, bus, onError);
    const presence = new Presence(database.db, () => rooms.now(), onError);
    const email = createEmailProvider(config, database.db);
    const agentSockets = new SessionSockets(database.db, onError ?? ((err) => console.error(err)));
    const channels = new ChannelService(database.db, config);
    const channelOutbox = new ChannelOutbox(database.db, rooms, channels, onError);
    scheduler.every('channel outbox', config.channelOutboxTickMs, channelOutbox);
    const campaigns = new CampaignEngine(database.db, config.clock, config.publicUrl);
    scheduler.every('campaign sends', config.campaignTickMs, campaigns);
    const scheduledExports = new ScheduledExportEngine(
      database.db,
      config.clock,
      sftpDelivery(database.db, config),
      onError ?? ((err) => console.error(err)),
    );
    scheduler.every('scheduled exports', config.scheduledExportTickMs, scheduledExports);
    const statsDays = new StatsDaysKeeper(database.db, config.clock);
    scheduler.every('statistics days', config.statsDaysTickMs, statsDays);
    const stopSessions = bus.onSessionsChanged((change) => void agentSockets.apply(change));
    return {
      config,
      database,
      db: database.db,
      bus,
      email,
      translation,
      suggestions: localLibraryProvider(database.db),
      clock: config.clock,
      rooms,
      messages: new MessageService(rooms, database.db, bus),
      timers,
      autofill,
      presence,
      agentSockets,
      channels,
      channelOutbox,
      campaigns,
      scheduler,
      scheduledExports,
      statsDays,
      partnerOrigins: new PartnerOrigins(database.db, config.allowedOrigins),
      seeded,
      // Timers and passes first (they write through the bus), then the bus, then the database.
      async close() {
        await scheduler.stop();
        await autofill.stop();
        await presence.close();
        stopSessions();
        if (email instanceof SmtpProvider) await email.close();
        await bus.close();
        await database.close();
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}

/**
 * Decorates the instance with the shared infrastructure, once and visible to every service
 * (fastify-plugin lifts the decorators out of this plugin's encapsulation). Closing it is the app's
 * last onClose hook (app.ts), after the services' own.
 */
export const infrastructurePlugin = fp<{ infrastructure: Infrastructure }>(
  async (app, { infrastructure }) => {
    app.decorate('config', infrastructure.config);
    app.decorate('database', infrastructure.database);
    app.decorate('db', infrastructure.db);
    app.decorate('bus', infrastructure.bus);
    app.decorate('email', infrastructure.email);
    app.decorate('translation', infrastructure.translation);
    app.decorate('suggestions', infrastructure.suggestions);
    app.decorate('clock', infrastructure.clock);
    app.decorate('rooms', infrastructure.rooms);
    app.decorate('messages', infrastructure.messages);
    app.decorate('timers', infrastructure.timers);
    app.decorate('autofill', infrastructure.autofill);
    app.decorate('presence', infrastructure.presence);
    app.decorate('agentSockets', infrastructure.agentSockets);
    app.decorate('channels', infrastructure.channels);
    app.decorate('channelOutbox', infrastructure.channelOutbox);
    app.decorate('campaigns', infrastructure.campaigns);
    app.decorate('scheduler', infrastructure.scheduler);
    app.decorate('partnerOrigins', infrastructure.partnerOrigins);
    app.decorate('seeded', infrastructure.seeded);
  },
  { name: 'infrastructure', fastify: '5.x' },
);
