import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Role } from '@omnicanal/core';
import { AGENT, makeRoom, makeUser } from '../testing/fixtures.ts';
import { canBlock, canTransfer } from './conversation.ts';
import { roomFlag } from './roomState.ts';

const other = { uuid: 'someone-else', first_name: 'Bruno', last_name: 'Agent' };
const user = (role: Role) => makeUser({ user_role: role });

describe('room actions offered (spec 000 §4)', () => {
  const mine = makeRoom({ status: 'running', agent: AGENT });
  const theirs = makeRoom({ status: 'running', agent: other });
  const waiting = makeRoom({ status: 'waiting', agent: null });
  const closed = makeRoom({ status: 'closed', agent: AGENT });
  const blocked = makeRoom({ status: 'closed', agent: AGENT, infos: { extra: { blocked: true } } });

  const table: [string, ReturnType<typeof makeRoom>, Role, boolean, boolean][] = [
    // room, role, may transfer, may block
    ['own running room, agent', mine, 'agent', true, true],
    ["another agent's room, agent", theirs, 'agent', false, false],
    ["another agent's room, manager", theirs, 'manager', true, true],
    ['waiting room, agent', waiting, 'agent', false, false],
    ['waiting room, admin', waiting, 'admin', true, true],
    ['own closed room, agent', closed, 'agent', false, false],
    ['closed room, manager', closed, 'manager', false, true],
    ['already blocked, owner', blocked, 'owner', false, false],
  ];
  for (const [name, room, role, transfer, block] of table)
    test(name, () => {
      assert.equal(canTransfer(room, user(role)), transfer, 'transfer');
      assert.equal(canBlock(room, user(role)), block, 'block');
    });

  test('nothing without a room or a user', () => {
    assert.equal(canTransfer(null, user('owner')), false);
    assert.equal(canBlock(mine, null), false);
  });

  test('late, re-queued and transferred rooms are flagged; others are not', () => {
    for (const status of ['late', 'requeued', 'transferred'] as const)
      assert.equal(roomFlag({ status }), status);
    for (const status of ['waiting', 'running', 'closed'] as const) assert.equal(roomFlag({ status }), null);
  });
});
