import type { Kysely } from 'kysely';
import { MessageService } from './agents/message-actions.ts';
import { resolveConfig, type ServerConfig, type ServerOptions } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import type { DB } from './db/schema.ts';
import { EventBus } from './events/bus.ts';
import { SocketRegistry } from './realtime/registry.ts';
import { Autofill } from './rooms/autofill.ts';
import { Presence } from './rooms/presence.ts';
import { RoomService } from './rooms/room-actions.ts';
import { RoomTimerEngine } from './rooms/timer-engine.ts';
import { seedDemo } from './seed/demo.ts';

/** Everything the routes share. The process keeps no other state that matters. */
export interface AppContext {
  config: ServerConfig;
  database: Database;
  db: Kysely<DB>;
  bus: EventBus;
  rooms: RoomService;
  messages: MessageService;
  /** Fires this instance's share of the due room timers. */
  timers: RoomTimerEngine;
  /** Auto-allocation passes of this instance. */
  autofill: Autofill;
  /** Presence rows of this instance's agents sockets. */
  presence: Presence;
  /** Agent sockets of this instance by token hash, closed on sign-out. */
  agentSockets: SocketRegistry;
  /** Whether this start seeded the demo company. */
  seeded: boolean;
  close(): Promise<void>;
}

/** Opens the database, migrates it, seeds it when asked, and starts the event bus. */
export async function createContext(
  options: ServerOptions = {},
  onError?: (err: unknown) => void,
): Promise<AppContext> {
  const config = resolveConfig(options);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database.db);
    const seeded = config.seedDemo ? await seedDemo(database.db) : false;
    const bus = new EventBus(database, onError);
    await bus.start();
    const rooms = new RoomService(database.db, bus, config.clock);
    const timers = new RoomTimerEngine(database.db, rooms, onError);
    timers.start(config.roomTimerTickMs);
    const autofill = new Autofill(rooms, bus, onError);
    const presence = new Presence(database.db, () => rooms.now(), onError);
    return {
      config,
      database,
      db: database.db,
      bus,
      rooms,
      messages: new MessageService(rooms, database.db, bus),
      timers,
      autofill,
      presence,
      agentSockets: new SocketRegistry(),
      seeded,
      async close() {
        await timers.stop();
        await autofill.stop();
        await presence.close();
        await bus.close();
        await database.close();
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}
