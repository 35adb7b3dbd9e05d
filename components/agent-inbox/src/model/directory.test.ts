import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { AgentSummary } from '@omnicanal/api';
import { AGENT, makeRoom, makeUser } from '../testing/fixtures.ts';
import { transferAgents, transferTarget } from './directory.ts';

const agent = (uuid: string, first_name: string, pause = false): AgentSummary => ({
  id: uuid.length,
  uuid,
  first_name,
  last_name: 'Agent',
  user_role: 'agent',
  pause,
  skills: [1],
});

describe('transfer targets', () => {
  test('agents: everyone but the user and the room agent, by name', () => {
    const room = makeRoom({ status: 'running', agent: { uuid: 'held', first_name: 'Hugo', last_name: 'X' } });
    const list = [
      agent('z', 'Zoé'),
      agent(AGENT.uuid, 'Alice'),
      agent('held', 'Hugo'),
      agent('b', 'Bruno', true),
    ];
    assert.deepEqual(
      transferAgents(list, room, makeUser()).map((a) => a.first_name),
      ['Bruno', 'Zoé'],
    );
  });

  test('the latest transfer is named from the room: its skill, or its agent', () => {
    const skills = [
      { id: 1, name: 'Support' },
      { id: 2, name: 'Sales' },
    ];
    const toSkill = makeRoom({ status: 'transferred', skill: 2 });
    assert.equal(transferTarget(toSkill, 'skill', skills), 'Sales');
    assert.equal(transferTarget(makeRoom({ skill: 9 }), 'skill', skills), null);
    const toAgent = makeRoom({
      status: 'transferred',
      agent: { uuid: 'b', first_name: 'Bruno', last_name: 'Agent' },
    });
    assert.equal(transferTarget(toAgent, 'agent', skills), 'Bruno Agent');
    assert.equal(transferTarget(makeRoom(), 'agent', skills), null);
    assert.equal(transferTarget(null, 'skill', skills), null);
  });
});
