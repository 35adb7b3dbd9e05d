import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AgentProtocol, GuestProtocol, RoomsPage } from './protocol.ts';
import { RealtimeSocket, SocketCommandError } from './socket.ts';

/**
 * The wire is typed from protocol.ts: `tsc -p .` fails on every line below marked
 * `@ts-expect-error` that stops being an error, so a wrong command name, payload or answer type
 * is caught at build time. At run time every command queued on a socket never connected is
 * refused when it closes.
 */
function unconnected<P extends AgentProtocol | GuestProtocol>(): RealtimeSocket<P> {
  return new RealtimeSocket<P>({ url: () => null, onEvent: () => undefined });
}

test('the agents and visitors sockets accept only their own commands, with their payloads', async () => {
  const agent = unconnected<AgentProtocol>();
  const guest = unconnected<GuestProtocol>();
  const sent: Promise<unknown>[] = [];

  const page: Promise<RoomsPage> = agent.request('get_rooms_list', { status: 'waiting' });
  sent.push(page);
  sent.push(agent.request('get_header_stats'));
  sent.push(
    guest.request('send_message', {
      rich_content: { type: 'txt', text: 'Bonjour' },
      client_id: 'c-12345678',
    }),
  );
  agent.notify('typing', { room: 'r1', active: true });
  guest.notify('idle', { idle: true });

  // @ts-expect-error: no such command
  sent.push(agent.request('get_roms_list', { status: 'waiting' }));
  // @ts-expect-error: not a list
  sent.push(agent.request('get_rooms_list', { status: 'everything' }));
  // @ts-expect-error: the room is required
  sent.push(agent.request('take_room', {}));
  // @ts-expect-error: take_room has a payload
  sent.push(agent.request('take_room'));
  // @ts-expect-error: a visitor cannot take a room
  sent.push(guest.request('take_room', { room: 'r1' }));
  const reply = { rich_content: { type: 'txt' as const, text: 'x' }, client_id: 'c-12345678' };
  // @ts-expect-error: the visitor's send names no room (its token speaks for one)
  sent.push(guest.request('send_message', { room: 'r1', ...reply }));
  // @ts-expect-error: `active` is a boolean
  agent.notify('typing', { room: 'r1', active: 'yes' });
  // @ts-expect-error: get_room answers a Room, not a page
  const wrong: Promise<RoomsPage> = agent.request('get_room', { uuid: 'r1' });
  sent.push(wrong);

  agent.close();
  guest.close();
  const outcomes = await Promise.allSettled(sent);
  for (const outcome of outcomes) {
    assert.equal(outcome.status, 'rejected');
    assert.ok(outcome.status === 'rejected' && outcome.reason instanceof SocketCommandError);
    assert.equal(outcome.status === 'rejected' && outcome.reason.code, 'closed');
  }
  assert.equal(outcomes.length, 10);
});
