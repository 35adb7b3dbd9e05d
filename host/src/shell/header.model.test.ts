import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Role } from '@omnicanal/core';
import { match } from '../router.model.ts';
import { breadcrumb, itemOpen } from './header.model.ts';

const ctx = (role: Role) => ({
  token: 'token',
  user: { user_role: role, groups: [1], permissions: { skills: [{ id: 1 }] } },
  customer: { services: [], offer_desc: { is_appsumo: false, max_skills: 2 } },
  edition: 'self-hosted' as const,
});

const crumbs = (url: string, role: Role = 'admin') => breadcrumb(match(url).route, ctx(role));

describe('breadcrumb (spec 000 §2, header)', () => {
  test('the area links to its navigation entry, the page itself is the last step', () => {
    assert.deepEqual(crumbs('/settings/agents'), [
      { label: 'shell:routes.settings', href: '/settings' },
      { label: 'shell:routes.settings-agents', href: null },
    ]);
    assert.deepEqual(crumbs('/gb-agent/threads/1/2', 'agent'), [
      { label: 'shell:routes.gb-agent', href: '/gb-agent' },
      { label: 'shell:routes.GBA-threads', href: null },
    ]);
    assert.deepEqual(crumbs('/dashboard/monitoring', 'manager'), [
      { label: 'shell:routes.dashboard', href: '/dashboard' },
      { label: 'shell:routes.dashboard-monitoring', href: null },
    ]);
  });

  test('a page that is its own area is one step', () => {
    assert.deepEqual(crumbs('/gb-agent/im/r1', 'agent'), [{ label: 'shell:routes.gb-agent', href: null }]);
    assert.deepEqual(crumbs('/dashboard'), [{ label: 'shell:routes.dashboard', href: null }]);
  });

  test('an area without a link of its own, or one the user may not open, is plain text', () => {
    assert.deepEqual(crumbs('/webivr-builder/1/2/3'), [{ label: 'shell:routes.webivr-builder', href: null }]);
    const stats = breadcrumb(match('/dashboard/bot').route, ctx('agent'));
    assert.deepEqual(stats[0], { label: 'shell:routes.dashboard', href: null });
  });
});

describe('itemOpen (spec 000 §2: the header hides while an item is open in the agent console)', () => {
  const at = (url: string) => match(url);
  const cases: [url: string, roomOpen: boolean, open: boolean][] = [
    ['/gb-agent/im/r1', false, true],
    ['/gb-agent/im/r1/event/e1', false, true],
    ['/gb-agent', false, false],
    ['/gb-agent', true, true],
    ['/gb-agent/im', true, true],
    ['/gb-agent/threads', false, false],
    ['/gb-agent/threads/4', false, false],
    ['/gb-agent/threads/4/9', false, true],
    ['/gb-agent/reviews', false, false],
    ['/gb-agent/reviews/12', false, true],
    ['/gb-agent/ticketing', false, false],
    ['/gb-agent/ticketing/55/details', false, true],
    ['/dashboard', true, false],
    ['/settings/account', true, false],
  ];
  for (const [url, roomOpen, open] of cases) {
    test(`${url}${roomOpen ? ' with a room opened by the inbox' : ''}: ${open ? 'hidden' : 'shown'}`, () => {
      const { route, params } = at(url);
      assert.equal(itemOpen(route, params, roomOpen), open);
    });
  }
  test('nothing is open before a route is known', () => {
    assert.equal(itemOpen(null, {}, true), false);
  });
});
