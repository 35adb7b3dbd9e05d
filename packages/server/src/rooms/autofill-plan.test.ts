import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Candidate, planAllocation, type WaitingRoom } from './autofill-plan.ts';

const agent = (id: number, over: Partial<Candidate> = {}): Candidate => ({
  id,
  skills: [1],
  open: 0,
  maxRooms: 2,
  lastAssigned: 0,
  ...over,
});
const rooms = (...skills: number[]): WaitingRoom[] => skills.map((skill, i) => ({ uuid: `r${i}`, skill }));

const cases: { name: string; rooms: WaitingRoom[]; agents: Candidate[]; expected: [string, number][] }[] = [
  { name: 'nobody to give to', rooms: rooms(1), agents: [], expected: [] },
  {
    name: 'fewest open rooms first',
    rooms: rooms(1),
    agents: [agent(1, { open: 1 }), agent(2)],
    expected: [['r0', 2]],
  },
  {
    name: 'then the longest idle',
    rooms: rooms(1),
    agents: [agent(1, { lastAssigned: 20 }), agent(2, { lastAssigned: 10 })],
    expected: [['r0', 2]],
  },
  {
    name: 'rooms spread as they are given',
    rooms: rooms(1, 1, 1),
    agents: [agent(1), agent(2)],
    expected: [
      ['r0', 1],
      ['r1', 2],
      ['r2', 1],
    ],
  },
  {
    name: 'max_rooms is never passed; the rest waits',
    rooms: rooms(1, 1, 1),
    agents: [agent(1, { maxRooms: 2 })],
    expected: [
      ['r0', 1],
      ['r1', 1],
    ],
  },
  {
    name: 'an agent full already gets nothing',
    rooms: rooms(1),
    agents: [agent(1, { open: 2 })],
    expected: [],
  },
  {
    name: 'only agents of the room skill',
    rooms: rooms(2, 1),
    agents: [agent(1, { skills: [1] }), agent(2, { skills: [2], open: 1 })],
    expected: [
      ['r0', 2],
      ['r1', 1],
    ],
  },
  { name: 'ties go to the lowest id', rooms: rooms(1), agents: [agent(5), agent(3)], expected: [['r0', 3]] },
];

for (const c of cases)
  test(`planAllocation: ${c.name}`, () => {
    assert.deepEqual(
      planAllocation(c.rooms, c.agents).map((a) => [a.room, a.agent]),
      c.expected,
    );
  });
