import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AgentState, agentPresence, agentStatus } from './agent-status.ts';

const state = (over: Partial<AgentState>): AgentState => ({
  connected: true,
  pause: false,
  open: 0,
  maxRooms: 2,
  ...over,
});

const cases: [string, Partial<AgentState>, number, string][] = [
  ['free', {}, 1, 'online'],
  ['one discussion', { open: 1 }, 2, 'online'],
  ['at max_rooms', { open: 2 }, 3, 'online'],
  ['paused, even when full', { pause: true, open: 2 }, 4, 'break'],
  ['disconnected, even on a break', { connected: false, pause: true }, 5, 'offline'],
];
for (const [name, over, status, presence] of cases)
  test(`agent status: ${name}`, () => {
    assert.equal(agentStatus(state(over)), status);
    assert.equal(agentPresence(state(over)), presence);
  });
