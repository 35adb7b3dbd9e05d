import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ROLES, type Role } from '@omnicanal/core';
import { type AgentRights, agentRights, assignableRoles } from './rights.ts';

const agent = (user_role: Role, extra: { id?: number; invitation_pending?: boolean } = {}) => ({
  id: 20,
  user_role,
  invitation_pending: false,
  ...extra,
});
const all: AgentRights = { edit: true, delete: true, resend: false, pause: true, logout: true };
const none: AgentRights = { edit: false, delete: false, resend: false, pause: false, logout: false };

const cases: [string, Role, ReturnType<typeof agent>, AgentRights][] = [
  ['a manager on an agent', 'manager', agent('agent'), all],
  ['a manager on another manager', 'manager', agent('manager'), all],
  ['a manager on an admin', 'manager', agent('admin'), none],
  ['an admin on the owner', 'admin', agent('owner'), none],
  ['the owner on the owner', 'owner', agent('owner', { id: 1 }), none],
  ['an agent on an agent', 'agent', agent('agent'), none],
  ['a supervisor on an agent', 'supervisor', agent('agent'), none],
  [
    'a manager on themselves',
    'manager',
    agent('manager', { id: 1 }),
    { ...all, delete: false, logout: false },
  ],
  [
    'a manager on an invited agent',
    'manager',
    agent('agent', { invitation_pending: true }),
    { edit: true, delete: true, resend: true, pause: false, logout: false },
  ],
];

for (const [name, role, target, expected] of cases)
  test(name, () => assert.deepEqual(agentRights({ id: 1, role }, target), expected));

test('roles a viewer may give: up to their rank, never owner', () => {
  assert.deepEqual(assignableRoles('manager', ROLES), [
    'manager',
    'content_manager',
    'flow_manager',
    'stats_manager',
    'claim_agent',
    'agent',
    'supervisor',
  ]);
  assert.ok(!assignableRoles('owner', ROLES).includes('owner'));
  assert.ok(assignableRoles('owner', ROLES).includes('admin'));
  assert.ok(!assignableRoles('manager', ROLES).includes('admin'));
});
