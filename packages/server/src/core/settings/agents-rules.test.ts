import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Role } from '@omnicanal/core';
import { agentRefusal, agentsCap } from './agents-rules.ts';

describe('agentsCap', () => {
  test('the offer decides when it says; else the hosted free plan is its owner alone', () => {
    assert.equal(agentsCap({ max_agents: 4 }, 'hosted'), 4);
    assert.equal(agentsCap({ max_agents: 4, plan: 'free' }, 'hosted'), 4);
    assert.equal(agentsCap({ plan: 'free' }, 'hosted'), 1);
    assert.equal(agentsCap({ plan: 'free' }, 'self-hosted'), null);
    assert.equal(agentsCap({ plan: 'pro' }, 'hosted'), null);
    assert.equal(agentsCap({}, 'hosted'), null);
  });
});

describe('agentRefusal', () => {
  const manager = { userId: 1, role: 'manager' as Role };
  const admin = { userId: 2, role: 'admin' as Role };
  const cases: [string, Parameters<typeof agentRefusal>, ReturnType<typeof agentRefusal>][] = [
    ['manager invites an agent', [manager, null, 'invite', 'agent'], null],
    ['manager invites a manager', [manager, null, 'invite', 'manager'], null],
    ['manager invites an admin', [manager, null, 'invite', 'admin'], 'forbidden'],
    ['admin invites an owner', [admin, null, 'invite', 'owner'], 'forbidden'],
    ['manager edits an agent', [manager, { id: 9, role: 'agent' }, 'edit', 'stats_manager'], null],
    ['manager edits an admin', [manager, { id: 9, role: 'admin' }, 'edit', 'agent'], 'forbidden'],
    ['manager raises an agent to admin', [manager, { id: 9, role: 'agent' }, 'edit', 'admin'], 'forbidden'],
    ['admin edits another admin', [admin, { id: 9, role: 'admin' }, 'edit', 'admin'], null],
    ['admin deletes the owner', [admin, { id: 9, role: 'owner' }, 'delete'], 'owner'],
    ['manager deletes an admin', [manager, { id: 9, role: 'admin' }, 'delete'], 'forbidden'],
    ['manager deletes themselves', [manager, { id: 1, role: 'manager' }, 'delete'], 'self'],
    ['manager edits their own names', [manager, { id: 1, role: 'manager' }, 'edit', 'manager'], null],
    ['manager lowers their own role', [manager, { id: 1, role: 'manager' }, 'edit', 'agent'], 'self'],
    ['manager resends to an agent', [manager, { id: 9, role: 'agent' }, 'resend'], null],
    ['manager resends to an admin', [manager, { id: 9, role: 'admin' }, 'resend'], 'forbidden'],
  ];
  for (const [name, args, expected] of cases) test(name, () => assert.equal(agentRefusal(...args), expected));
});
