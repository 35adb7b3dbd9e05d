import assert from 'node:assert/strict';
import type { DeliveryChange, Message, Room } from '@omnicanal/api';
import { api, type Frame, login, startTestServer, type TestServer, TestSocket } from './helpers.ts';

/** An agent socket of `server`, resumed from `since`. */
export async function agentSocket(server: TestServer, token: string, since = 0): Promise<TestSocket> {
  const socket = await TestSocket.open(server.wsUrl('/api/agents/ws', token));
  await socket.call('resume', { since });
  return socket;
}

/** A visitor who opened a conversation on `skill`, with a resumed socket. */
export async function openVisitor(server: TestServer, skill = 1, name?: string) {
  const { status, body } = await api(server.url, '/api/guests/sessions', { body: { skill, name } });
  assert.equal(status, 201, JSON.stringify(body));
  const session = body as { token: string; room: { uuid: string }; last_seq: number };
  const socket = await TestSocket.open(server.wsUrl('/api/guests/ws', session.token));
  await socket.call('resume', { since: session.last_seq });
  return { ...session, uuid: session.room.uuid, socket };
}

export const roomUpdate = (uuid: string, status?: string) => (f: Frame) =>
  f.type === 'event' &&
  f.kind === 'room_update' &&
  (f.data as Room).uuid === uuid &&
  (!status || (f.data as Room).status === status);

export const messageEvent = (uuid: string, text?: string) => (f: Frame) =>
  f.type === 'event' &&
  f.kind === 'message' &&
  (f.data as Message).room === uuid &&
  (!text || ((f.data as Message).rich_content as { text?: string }).text === text);

/** A `delivery` event of one message reaching `status`. */
export const deliveryOf = (message: string, status: string) => (f: Frame) =>
  f.type === 'event' &&
  f.kind === 'delivery' &&
  (f.data as DeliveryChange).message === message &&
  (f.data as DeliveryChange).status === status;

/** The rooms of a channel contact (a phone number, a chat id), oldest first. */
export const channelRoomsOf = (server: TestServer, address: string) =>
  server.context.db
    .selectFrom('rooms')
    .innerJoin('channel_contacts', 'channel_contacts.guest_id', 'rooms.guest_id')
    .select(['rooms.uuid', 'rooms.status'])
    .where('channel_contacts.address', '=', address)
    .orderBy('rooms.created_at')
    .execute();

/** The uuids of a list as the agent would load it. */
export async function listUuids(socket: TestSocket, status: 'waiting' | 'running' | 'closed') {
  const page = await socket.call<{ rooms: Room[] }>('get_rooms_list', { status });
  return page.rooms.map((r) => r.uuid);
}

/** A room timer switched off, as the room configuration writes it. */
export const TIMER_OFF = { enabled: false, delay: '00:10' } as const;

/**
 * A server for room-engine tests whose time moves only when `advance` says, with an agent socket
 * of agent@ and `configure` setting the room configuration as manager@ (every toggle off unless
 * given). `start` in the file's `before`, `stop` in its `after`.
 */
export function roomEngineWorld() {
  let clock = Date.now();
  const tokens: Record<string, string> = {};
  const world = {
    server: undefined as unknown as TestServer,
    agent: undefined as unknown as TestSocket,
    /** The engine's time goes forward by `seconds`, instead of sleeping. */
    advance(seconds: number) {
      clock += seconds * 1000;
    },
    /** Runs the due timers once. */
    tick: () => world.server.context.timers.tick(),
    /** Starts the server and the agent socket (call it from the test file's `before`). */
    async start() {
      world.server = await startTestServer({ roomTimerTickMs: 0, clock: () => clock });
      for (const who of ['agent', 'manager']) tokens[who] = await login(world.server.url, `${who}@demo.test`);
      world.agent = await agentSocket(world.server, tokens.agent as string);
      return world;
    },
    async stop() {
      await world.agent.close();
      await world.server.stop();
    },
    async configure(settings: Record<string, unknown>) {
      const body = {
        late: TIMER_OFF,
        requeue: TIMER_OFF,
        auto_close: { ...TIMER_OFF, message: null },
        ...settings,
      };
      const { status } = await api(world.server.url, '/api/agents/customers/room-configuration', {
        token: tokens.manager,
        body,
      });
      assert.equal(status, 200);
    },
  };
  return world;
}
