import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Role } from '@omnicanal/core';
import {
  carryFlags,
  type GuardContext,
  guard,
  homeUrl,
  isWithin,
  localPath,
  loginUrl,
  match,
  navHidden,
  resolve,
  safeRedirect,
  visibleNav,
} from './router.model.ts';

const as = (role: Role | null, url = '/', token: string | null = 'token'): GuardContext => ({
  token: role ? token : null,
  user: role ? { user_role: role } : null,
  edition: 'self-hosted',
  url,
});

describe('match', () => {
  test('finds the route and its parameters, ignoring the query and a trailing slash', () => {
    const room = match('/gb-agent/im/3f2a?nav=false');
    assert.equal(room.route.name, 'gb-agent-room');
    assert.deepEqual(room.params, { uuid: '3f2a' });
    assert.equal(match('/gb-agent/').route.name, 'gb-agent');
    assert.equal(match('/').route.name, 'root');
  });

  test('decodes parameters and maps each route to its element attributes', () => {
    const { route, params } = match('/gb-agent/im/a%20b');
    assert.deepEqual(route.element?.attributes?.(params), { 'room-id': 'a b' });
    const inbox = match('/gb-agent');
    assert.deepEqual(inbox.route.element?.attributes?.(inbox.params), {});
    assert.equal(match('/login').route.element?.tag, 'oc-auth');
  });

  test('an unknown path, or a malformed escape, is not found', () => {
    assert.equal(match('/nowhere').route.name, 'not-found');
    assert.equal(match('/gb-agent/im/x/y').route.name, 'not-found');
    assert.equal(match('/gb-agent/im/%E0%A4%A').route.name, 'not-found');
  });
});

describe('guard (spec 000 §2)', () => {
  const inbox = match('/gb-agent').route;
  const dashboard = match('/dashboard').route;

  test('without a token a protected route goes to sign-in, keeping path and query', () => {
    assert.deepEqual(guard(inbox, as(null, '/gb-agent/im/1?nav=false')), {
      redirect: '/login?redirect=%2Fgb-agent%2Fim%2F1%3Fnav%3Dfalse',
    });
  });

  test('a token without a loaded user is treated as anonymous', () => {
    const ctx = { ...as('agent', '/gb-agent'), user: null };
    assert.deepEqual(guard(inbox, ctx), { redirect: '/login?redirect=%2Fgb-agent' });
  });

  test('the agent console lets in its five roles and refuses the others with the modal', () => {
    for (const role of ['agent', 'claim_agent', 'admin', 'manager', 'owner'] as const) {
      assert.deepEqual(guard(inbox, as(role)), { allow: true }, role);
    }
    assert.deepEqual(guard(inbox, as('stats_manager')), { denied: true });
    assert.deepEqual(guard(inbox, as('content_manager')), { denied: true });
  });

  test('a dashboard route refused sends to the agent area instead of the modal', () => {
    assert.deepEqual(guard(dashboard, as('agent')), { redirect: '/gb-agent' });
    assert.deepEqual(guard(dashboard, as('stats_manager')), { allow: true });
    assert.deepEqual(guard(dashboard, as('manager')), { allow: true });
  });

  test('sign-in is public, and a signed-in user goes on to the redirect or home', () => {
    const login = match('/login').route;
    assert.deepEqual(guard(login, as(null, '/login')), { allow: true });
    assert.deepEqual(guard(login, as('agent', '/login?redirect=%2Fgb-agent%2Fim%2F9')), {
      redirect: '/gb-agent/im/9',
    });
    assert.deepEqual(guard(login, as('agent', '/login?redirect=https%3A%2F%2Fevil.test')), {
      redirect: '/gb-agent',
    });
    assert.deepEqual(guard(login, as('stats_manager', '/login')), { redirect: '/dashboard' });
  });
});

describe('safeRedirect', () => {
  test('follows only paths of this origin', () => {
    assert.equal(safeRedirect('/gb-agent/im/1?nav=false'), '/gb-agent/im/1?nav=false');
    for (const bad of [
      '//evil.test/x',
      '/\\evil.test',
      'https://evil.test',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      assert.equal(safeRedirect(bad), null, String(bad));
    }
  });

  test('refuses control characters, which browsers drop to make `//host`', () => {
    assert.equal(safeRedirect('/\t/evil.test'), null);
    assert.equal(localPath('/gb-agent\n'), null);
    assert.equal(localPath('/gb-agent/im/1'), '/gb-agent/im/1');
  });

  test('never back to sign-in or sign-out, which would loop', () => {
    assert.equal(safeRedirect('/login?redirect=%2Fx'), null);
    assert.equal(safeRedirect('/logout'), null);
  });
});

describe('resolve', () => {
  test('/ goes to the dashboard, and an agent on to the agent area', () => {
    const manager = resolve(as('manager', '/'));
    assert.equal(manager.kind, 'render');
    assert.equal(manager.url, '/dashboard');
    const agent = resolve(as('agent', '/'));
    assert.equal(agent.url, '/gb-agent');
    assert.equal(agent.kind === 'render' && agent.route.name, 'gb-agent');
  });

  test('anonymous visitors of / are asked to sign in for the dashboard', () => {
    const visitor = resolve(as(null, '/'));
    assert.equal(visitor.url, '/login?redirect=%2Fdashboard');
    assert.equal(visitor.kind === 'render' && visitor.route.name, 'login');
  });

  test('the nav flag survives redirects', () => {
    assert.equal(resolve(as('agent', '/?nav=false')).url, '/gb-agent?nav=false');
  });

  test('a role with no screen at all ends on permission denied, not in a loop', () => {
    const result = resolve(as('content_manager', '/'));
    assert.equal(result.kind, 'denied');
    assert.equal(result.url, '/gb-agent');
  });

  test('/logout signs out and leads to sign-in with the redirect and flags', () => {
    assert.deepEqual(resolve(as('agent', '/logout')), { kind: 'logout', url: '/logout', next: '/login' });
    const withFlags = resolve(as('agent', '/logout?redirect=%2Fgb-agent&nav=false&kind=crm'));
    assert.equal(
      withFlags.kind === 'logout' && withFlags.next,
      '/login?redirect=%2Fgb-agent&nav=false&kind=crm',
    );
  });
});

describe('navigation and flags', () => {
  test('the side navigation shows only the links whose route passes', () => {
    const labels = (role: Role | null) => visibleNav(as(role)).map((link) => link.href);
    assert.deepEqual(labels('agent'), ['/gb-agent']);
    assert.deepEqual(labels('stats_manager'), ['/dashboard']);
    assert.deepEqual(labels('manager'), ['/dashboard', '/gb-agent']);
    assert.deepEqual(labels(null), []);
  });

  test('nav=false hides the navigation and is carried along', () => {
    assert.equal(navHidden('/gb-agent?nav=false'), true);
    assert.equal(navHidden('/gb-agent?nav=true'), false);
    assert.equal(carryFlags('/gb-agent/im/1', '/gb-agent?nav=false&x=1'), '/gb-agent/im/1?nav=false');
    assert.equal(carryFlags('/gb-agent?nav=true', '/dashboard?nav=false'), '/gb-agent?nav=true');
    assert.equal(carryFlags('/gb-agent', '/dashboard'), '/gb-agent');
  });

  test('helpers for links and sign-in', () => {
    assert.equal(loginUrl('/gb-agent'), '/login?redirect=%2Fgb-agent');
    assert.equal(isWithin('/gb-agent/im/1', '/gb-agent'), true);
    assert.equal(isWithin('/gb-agentx', '/gb-agent'), false);
    assert.equal(homeUrl(as('owner')), '/gb-agent');
  });
});
