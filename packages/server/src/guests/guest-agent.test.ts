import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Room } from '@omnicanal/api';
import type { TestServer, TestSocket } from '../test/helpers.ts';
import { agentSocket, openVisitor, roomUpdate } from '../test/rooms.ts';
import { guestsWorld } from './testing.ts';

/*
 * What the widget's header may show of the answering agent (`show_agents`): the visitor's socket
 * names the agent once one takes the room, and says nothing else about them (no uuid, no email).
 * The reference server keeps no agent pictures, so there is no picture to send either.
 */

let server: TestServer;
let agent: TestSocket;

before(async () => {
  const world = await guestsWorld();
  server = world.server;
  agent = await agentSocket(server, world.tokens.agent as string);
});
after(async () => {
  await agent.close();
  await server.stop();
});

test("the visitor's socket names the agent who takes the room, and nothing more about them", async () => {
  const visitor = await openVisitor(server, 1, 'Léa Dupont');
  await agent.call<Room>('take_room', { room: visitor.uuid });
  const update = await visitor.socket.next(roomUpdate(visitor.uuid, 'running'));
  assert.deepEqual(update.data, { uuid: visitor.uuid, status: 'running', agent_name: 'Alice Agent' });
  await visitor.socket.close();
});
