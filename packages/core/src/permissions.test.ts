import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isRouteAllowed } from './permissions.ts';
import { hasRank, ROLES } from './roles.ts';

describe('roles and ranks (spec 000 §6)', () => {
  test('owner outranks admin, admin outranks manager, manager outranks content roles', () => {
    assert.equal(hasRank('owner', 'admin'), true);
    assert.equal(hasRank('admin', 'owner'), false);
    assert.equal(hasRank('manager', 'stats_manager'), true);
    assert.equal(hasRank('stats_manager', 'manager'), false);
    assert.equal(hasRank('claim_agent', 'agent'), true);
  });
});

describe('isRouteAllowed', () => {
  const inbox = { roles: ['agent', 'claim_agent', 'admin', 'manager', 'owner'] as const };

  test('the agent console lets in exactly its five roles', () => {
    const allowed = ROLES.filter((r) => isRouteAllowed(inbox, r, 'hosted'));
    assert.deepEqual(allowed.sort(), ['admin', 'agent', 'claim_agent', 'manager', 'owner']);
  });

  test('the default required rank is admin', () => {
    assert.equal(isRouteAllowed({}, 'manager', 'hosted'), false);
    assert.equal(isRouteAllowed({}, 'admin', 'hosted'), true);
  });

  test('a manager route refuses agents and accepts owners', () => {
    assert.equal(isRouteAllowed({ rank: 'manager' }, 'agent', 'self-hosted'), false);
    assert.equal(isRouteAllowed({ rank: 'manager' }, 'owner', 'self-hosted'), true);
  });

  test('a non-hosted route is refused in the hosted edition whatever the role', () => {
    assert.equal(isRouteAllowed({ rank: 'manager', mode: 'self-hosted' }, 'owner', 'hosted'), false);
    assert.equal(isRouteAllowed({ rank: 'manager', mode: 'self-hosted' }, 'owner', 'self-hosted'), true);
  });

  test('a public route needs no user but still follows the edition', () => {
    assert.equal(isRouteAllowed({ public: true }, null, 'hosted'), true);
    assert.equal(isRouteAllowed({ public: true, mode: 'hosted' }, null, 'self-hosted'), false);
    assert.equal(isRouteAllowed({ rank: 'agent' }, null, 'hosted'), false);
  });
});
