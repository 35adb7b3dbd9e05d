import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AgentSettings } from '@omnicanal/api';
import { applyPage, emptyRooms } from '../../model/rooms.ts';
import { AGENT, makeRoom, makeUser } from '../../testing/fixtures.ts';
import { $agentControls, barView, controlsFromUser, openRoomsOf, pauseReceived } from './agentControls.ts';

const settings = (over: Partial<AgentSettings> = {}): AgentSettings => ({
  ...makeUser(),
  auto_fill: true,
  status: 1,
  ...over,
});

test('controls from the user: autofill shows when one skill has auto-allocation', () => {
  assert.equal(controlsFromUser(makeUser()).autoAllocation, false);
  const allowed = makeUser({
    permissions: {
      skills: [
        { id: 1, auto_allocation: false },
        { id: 2, auto_allocation: true },
      ],
      groups: [],
    },
  });
  assert.equal(controlsFromUser(allowed).autoAllocation, true);
  // The user object has no auto_fill; the settings answer has.
  assert.equal(controlsFromUser(allowed).autoFill, false);
  assert.deepEqual(controlsFromUser(settings({ pause: true, max_rooms: 3 }), true), {
    loaded: true,
    pause: true,
    autoFill: true,
    maxRooms: 3,
    autoAllocation: false,
    pending: false,
  });
  assert.equal(controlsFromUser(null).maxRooms, 0);
});

test('open conversations count the running and late rooms the agent holds', () => {
  const other = { uuid: 'someone-else', first_name: 'Bob', last_name: 'B' };
  const running = [
    makeRoom({ status: 'running' }),
    makeRoom({ status: 'late' }),
    makeRoom({ status: 'running', agent: other }),
  ];
  const rooms = applyPage(emptyRooms(), { status: 'running', rooms: running, count: 3, paging_end: true }, 0);
  assert.equal(openRoomsOf(rooms, AGENT.uuid), 2);
  assert.equal(openRoomsOf(rooms, null), 0);
});

const cases: [string, { open: number; max: number; pause?: boolean }, Partial<ReturnType<typeof barView>>][] =
  [
    ['below the maximum', { open: 1, max: 2 }, { full: false, paused: false }],
    ['at the maximum', { open: 2, max: 2 }, { full: true }],
    ['above it (lowered meanwhile)', { open: 3, max: 2 }, { full: true }],
    ['no maximum known yet', { open: 0, max: 0 }, { full: false }],
    ['on a break', { open: 0, max: 2, pause: true }, { paused: true }],
  ];
for (const [name, { open, max, pause }, expected] of cases)
  test(`bar view: ${name}`, () => {
    const view = barView({ ...controlsFromUser(makeUser({ max_rooms: max, pause: pause ?? false })) }, open);
    for (const [key, value] of Object.entries(expected))
      assert.equal(view[key as keyof typeof view], value, key);
    assert.equal(view.open, open);
    assert.equal(view.max, max);
  });

test('a pause event sets the break; anything else is refused', () => {
  $agentControls.set(controlsFromUser(makeUser(), true));
  assert.equal(pauseReceived({ pause: true }), true);
  assert.equal($agentControls.get().pause, true);
  assert.equal(pauseReceived({ pause: 'yes' }), false);
  assert.equal($agentControls.get().pause, true);
  assert.equal(pauseReceived({ pause: false }), true);
  assert.equal($agentControls.get().pause, false);
});
