import assert from 'node:assert/strict';
import type { Message, Room } from '@omnicanal/api';
import { api, type Frame, type TestServer, TestSocket } from './helpers.ts';

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

/** The uuids of a list as the agent would load it. */
export async function listUuids(socket: TestSocket, status: 'waiting' | 'running' | 'closed') {
  const page = await socket.call<{ rooms: Room[] }>('get_rooms_list', { status });
  return page.rooms.map((r) => r.uuid);
}
