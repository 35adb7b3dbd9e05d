import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Role } from '@omnicanal/core';
import {
  carryFlags,
  elementAttributes,
  type GuardContext,
  guard,
  homeUrl,
  isUserNotConfigured,
  isWithin,
  localPath,
  loginUrl,
  match,
  mustConfirmEmail,
  navHidden,
  resolve,
  safeRedirect,
  titleKeys,
} from './router.model.ts';

const as = (role: Role | null, url = '/', token: string | null = 'token'): GuardContext => ({
  token: role ? token : null,
  user: role ? { user_role: role, groups: [1] } : null,
  edition: 'self-hosted',
  url,
});

const NOW = Date.parse('2026-06-15T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString();

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

  test('the agent console lets in its five roles; its home sends the others to account settings', () => {
    for (const role of ['agent', 'claim_agent', 'admin', 'manager', 'owner'] as const) {
      assert.deepEqual(guard(inbox, as(role)), { allow: true }, role);
    }
    assert.deepEqual(guard(inbox, as('stats_manager')), { redirect: '/settings/account' });
    assert.deepEqual(guard(inbox, as('content_manager')), { redirect: '/settings/account' });
  });

  test('any other refused screen opens the permission-denied modal', () => {
    assert.deepEqual(guard(match('/gb-agent/im/1').route, as('stats_manager')), { denied: true });
    assert.deepEqual(guard(match('/settings/agents').route, as('agent')), { denied: true });
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

  test('a role without dashboard or agent console ends on its account settings', () => {
    // dashboard → agent area → (agent dashboard refused) → account settings.
    const result = resolve(as('content_manager', '/'));
    assert.equal(result.kind, 'render');
    assert.equal(result.url, '/settings/account');
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

  test('nav-gba=false reaches the inbox as nav="false", and no other element', () => {
    const room = match('/gb-agent/im/r1');
    assert.deepEqual(elementAttributes(room.route, room.params, '/gb-agent/im/r1?nav-gba=false'), {
      'room-id': 'r1',
      nav: 'false',
    });
    assert.deepEqual(elementAttributes(room.route, room.params, '/gb-agent/im/r1'), { 'room-id': 'r1' });
    const login = match('/login');
    assert.deepEqual(elementAttributes(login.route, login.params, '/login?nav-gba=false'), {});
  });
});

describe('route table (spec 000 §2)', () => {
  const cases: [url: string, route: string][] = [
    ['/gb-agent/im', 'gb-agent-im'],
    ['/gb-agent/im/u1/event/e1', 'gb-agent-room'],
    ['/gb-agent/threads', 'GBA-threads'],
    ['/gb-agent/threads/4/9', 'GBA-threads'],
    ['/gb-agent/ticketing/12/tasks', 'GBA-ticketing'],
    ['/gb-agent/reviews/7', 'GBA-reviews'],
    ['/gb-agent/external-view/3', 'GBA-external-view'],
    ['/botgroups', 'botgroups'],
    ['/botgroups/webivr', 'botgroups'],
    ['/botgroups/messaging/form', 'botgroups-form'],
    ['/botgroups/messaging/form/3', 'botgroups-form'],
    ['/botgroups/messaging/form/3/customization', 'botgroups-customization'],
    ['/botgroups/messaging/form/3/embed', 'botgroups-embed'],
    ['/botgroups/messaging/form-messenger-menu', 'botgroups-menu'],
    ['/botgroups/webivr/form/1/2/navbar', 'botgroups-webivr-form'],
    ['/webivr/add', 'webivr-add'],
    ['/webivr/u1', 'webivr-edit'],
    ['/webivr-builder/1/2/t/n', 'webivr-builder'],
    ['/webivr-builder/1/2/faqs/add', 'webivr-builder'],
    ['/automation/x/y', 'automation'],
    ['/messaging', 'messaging'],
    ['/messaging/3/web', 'messaging'],
    ['/messaging/logged', 'messaging-logged'],
    ['/messaging/add/whatsapp', 'messaging-add'],
    ['/messaging/edit/web/u1', 'messaging-edit'],
    ['/third-parties/add', 'third-parties-add'],
    ['/third-parties/edit/4', 'third-parties-edit'],
    ['/password/reset/abc', 'password-reset'],
    ['/password/change', 'password-change'],
    ['/password/other', 'password'],
    ['/email/validate/abc', 'email-validate'],
    ['/email/change/abc', 'email'],
    ['/invitation/abc', 'invitation'],
    ['/settings/account/security', 'settings-account-security'],
    ['/m/42', 'masquerade'],
    ['/register/appsumo', 'register-appsumo'],
    ['/test/appsumo', 'test-appsumo'],
    ['/dashboard/monitoring', 'dashboard-monitoring'],
    ['/dashboard/ticketing', 'dashboard-ticketing'],
    ['/dashboard/ticketing/late', 'dashboard-ticketing'],
    ['/stats/bot/main', 'stats-bot-main'],
    ['/stats/bot/customer-analytics', 'stats-bot-flow'],
    ['/stats/webivr/main', 'stats-webivr-main'],
    ['/stats/webivr/customer-analytics-tree', 'stats-webivr-tree'],
    ['/stats/campaigns', 'stats-campaigns'],
    ['/stats/ticketing', 'stats-ticketing'],
    ['/stats/ticketing/late', 'stats-ticketing'],
    ['/stats/other', 'stats-other'],
    ['/ai', 'ai'],
    ['/ai/knowledge-bases', 'ai'],
    ['/ai/knowledge-bases/7', 'ai-knowledge-bases'],
    ['/ai/dialogflow', 'ai-dialogflow'],
    ['/campaigns/templates', 'campaigns-templates'],
    ['/campaigns/list', 'campaigns-list'],
    ['/campaigns/other', 'campaigns'],
    ['/settings/account/delete', 'settings-account-delete'],
    ['/settings/agents/add', 'settings-agents'],
    ['/settings/groups/3/edit', 'settings-groups-edit'],
    ['/settings/billing/payments/add', 'settings-billing-payment-add'],
    ['/settings/billing/subscription', 'settings-subscription'],
    ['/settings/public-api/keys', 'settings-public-api'],
  ];
  test('every path of the table finds its route', () => {
    for (const [url, name] of cases) assert.equal(match(url).route.name, name, url);
  });

  test('every screen without an element shows a page, never a blank', () => {
    for (const [url] of cases) {
      const { route } = match(url);
      assert.ok(route.element || route.page || route.redirect || route.action, url);
    }
  });

  test('permissions in brackets, per edition', () => {
    const allowed = (role: Role, url: string, edition: 'hosted' | 'self-hosted' = 'self-hosted') =>
      resolve({ ...as(role, url), edition }).kind === 'render' &&
      resolve({ ...as(role, url), edition }).url === url;
    assert.equal(allowed('manager', '/botgroups'), true);
    assert.equal(allowed('manager', '/botgroups', 'hosted'), false);
    assert.equal(allowed('manager', '/botgroups/messaging/form'), false);
    assert.equal(allowed('admin', '/botgroups/messaging/form'), true);
    assert.equal(allowed('manager', '/settings/agents'), true);
    assert.equal(allowed('agent', '/settings/account'), true);
    assert.equal(allowed('content_manager', '/settings/groups'), true);
    assert.equal(allowed('content_manager', '/settings/groups/add'), false);
    assert.equal(allowed('admin', '/settings/external-views'), false);
    assert.equal(allowed('owner', '/settings/external-views'), true);
    assert.equal(allowed('owner', '/settings/billing', 'hosted'), true);
    assert.equal(allowed('owner', '/settings/billing'), false);
    // `/stats` opens the bot's figures.
    assert.equal(allowed('stats_manager', '/stats/bot/main'), true);
    assert.equal(
      resolve({ ...as('stats_manager', '/stats'), edition: 'self-hosted' }).url,
      '/stats/bot/main',
    );
    assert.equal(allowed('agent', '/stats/bot/main'), false);
    // The tickets' dashboard in both editions, for the dashboards' readers; its statistics for
    // statistics managers and above.
    assert.equal(allowed('stats_manager', '/dashboard/ticketing', 'hosted'), true);
    assert.equal(allowed('manager', '/stats/ticketing/late'), true);
    assert.equal(allowed('agent', '/dashboard/ticketing'), false);
    const dash = match('/dashboard/ticketing/late');
    const stats = match('/stats/ticketing');
    assert.deepEqual(elementAttributes(dash.route, dash.params, '/dashboard/ticketing/late'), {
      view: 'ticketing',
    });
    assert.deepEqual(elementAttributes(stats.route, stats.params, '/stats/ticketing'), {
      view: 'ticketing',
      area: 'stats',
    });
  });

  test('sub-accounts need an offer with more than one skill', () => {
    const ctx = (max: number): GuardContext => ({
      ...as('admin', '/settings/subaccounts'),
      customer: { services: [], offer_desc: { is_appsumo: false, max_skills: max } },
    });
    const route = match('/settings/subaccounts').route;
    assert.deepEqual(guard(route, ctx(2)), { allow: true });
    assert.deepEqual(guard(route, ctx(1)), { denied: true });
  });

  test('registration is hosted only; elsewhere it leads to sign-in', () => {
    for (const url of ['/register', '/register/appsumo', '/test/appsumo']) {
      assert.equal(resolve({ ...as(null, url), edition: 'hosted' }).url, url);
      assert.equal(resolve({ ...as(null, url), edition: 'self-hosted' }).url, '/login', url);
    }
  });

  test('the account screens are <oc-auth>, the parts of a mailed link as attributes', () => {
    const attributes = (url: string) => {
      const { route, params } = match(url);
      assert.equal(route.element?.tag, 'oc-auth', url);
      return elementAttributes(route, params, url);
    };
    const cases: [string, Record<string, string>][] = [
      ['/email/validate/k%2B1', { screen: 'confirm-email', 'confirm-key': 'k+1' }],
      ['/confirm-email', { screen: 'confirm-email' }],
      ['/password/reset', { screen: 'password-reset' }],
      ['/password/reset/u1/t1', { screen: 'password-reset-confirm', uid: 'u1', 'reset-token': 't1' }],
      // A link cut short still reaches its screen, which says the link is not valid.
      ['/password/reset/u1', { screen: 'password-reset-confirm', uid: 'u1' }],
      ['/password/change', { screen: 'password-change' }],
      ['/invitation/u1/t1', { screen: 'invitation', uid: 'u1', 'invitation-token': 't1' }],
      ['/invitation', { screen: 'invitation' }],
      ['/m/', { screen: 'masquerade' }],
      ['/register', { screen: 'register' }],
      ['/register/appsumo', { screen: 'register-appsumo' }],
      ['/test/appsumo', { screen: 'register-appsumo' }],
      ['/settings/account/security', { screen: 'two-factor' }],
    ];
    for (const [url, expected] of cases) assert.deepEqual(attributes(url), expected, url);
  });

  test('the channels screens are <oc-settings> section channels, the rest of the path as item', () => {
    const attributes = (url: string) => {
      const { route, params } = match(url);
      assert.equal(route.element?.tag, 'oc-settings', url);
      return elementAttributes(route, params, url);
    };
    const cases: [string, Record<string, string>][] = [
      ['/messaging', { section: 'channels' }],
      ['/messaging/3', { section: 'channels', item: '3' }],
      ['/messaging/3/whatsapp', { section: 'channels', item: '3/whatsapp' }],
      ['/messaging/add/whatsapp', { section: 'channels', item: 'add/whatsapp' }],
      ['/messaging/edit/sms', { section: 'channels', item: 'edit/sms' }],
      ['/messaging/edit/sms/u1', { section: 'channels', item: 'edit/sms/u1' }],
    ];
    for (const [url, expected] of cases) assert.deepEqual(attributes(url), expected, url);
    const allowed = (role: Role, url: string, edition: 'hosted' | 'self-hosted' = 'self-hosted') =>
      resolve({ ...as(role, url), edition }).kind === 'render';
    assert.equal(allowed('manager', '/messaging'), true);
    assert.equal(allowed('manager', '/messaging/add/whatsapp'), false);
    assert.equal(allowed('admin', '/messaging/add/whatsapp'), true);
    assert.equal(allowed('admin', '/messaging/add/whatsapp', 'hosted'), false);
    assert.equal(allowed('admin', '/messaging', 'hosted'), true);
  });

  test('the plans and billing screens are <oc-billing>, the section as attribute, hosted admins only', () => {
    const attributes = (url: string) => {
      const { route, params } = match(url);
      assert.equal(route.element?.tag, 'oc-billing', url);
      return elementAttributes(route, params, url);
    };
    const cases: [string, string][] = [
      ['/settings/billing/subscription', 'subscription'],
      ['/settings/billing/subscription/pro/usd', 'subscription/pro/usd'],
      ['/settings/billing/address', 'address'],
      ['/settings/billing/payments', 'payments'],
      ['/settings/billing/payments/add', 'payments/add'],
      ['/settings/billing/invoices', 'invoices'],
      ['/settings/billing/summary', 'summary'],
      ['/settings/billing', 'summary'],
    ];
    for (const [url, section] of cases) assert.deepEqual(attributes(url), { section }, url);
    assert.equal(match('/settings/billing/subscription').route.name, 'settings-subscription');
    assert.equal(match('/settings/billing/subscription/pro').route.name, 'settings-subscription-offer');
    // The paths of before lead to the spec's.
    assert.equal(match('/settings/subscription').route.redirect, '/settings/billing/subscription');
    assert.equal(match('/settings/billing/payment/add').route.redirect, '/settings/billing/payments/add');
    const allowed = (role: Role, url: string, edition: 'hosted' | 'self-hosted' = 'hosted') =>
      resolve({ ...as(role, url), edition }).kind === 'render';
    assert.equal(allowed('admin', '/settings/billing/invoices'), true);
    assert.equal(allowed('manager', '/settings/billing/invoices'), false);
    assert.equal(allowed('admin', '/settings/billing/subscription', 'self-hosted'), false);
  });

  test('the entry point screens are <oc-entry-points>, the view and the entry point as attributes', () => {
    const attributes = (url: string) => {
      const { route, params } = match(url);
      assert.equal(route.element?.tag, 'oc-entry-points', url);
      return elementAttributes(route, params, url);
    };
    const cases: [string, Record<string, string>][] = [
      ['/botgroups', { view: 'messaging' }],
      ['/botgroups/messaging', { view: 'messaging' }],
      ['/botgroups/webivr', { view: 'webivr' }],
      ['/botgroups/messaging/form', { view: 'messaging-form' }],
      ['/botgroups/messaging/form/3', { view: 'messaging-form', 'entry-point-id': '3' }],
      ['/botgroups/messaging/form/3/customization', { view: 'customization', 'entry-point-id': '3' }],
      ['/botgroups/messaging/form/3/embed', { view: 'embed', 'entry-point-id': '3' }],
      ['/botgroups/messaging/form-messenger-menu', { view: 'messenger-menu' }],
      ['/botgroups/messaging/form-messenger-menu/4', { view: 'messenger-menu', 'entry-point-id': '4' }],
    ];
    for (const [url, expected] of cases) assert.deepEqual(attributes(url), expected, url);
    const allowed = (role: Role, url: string, edition: 'hosted' | 'self-hosted' = 'self-hosted') =>
      resolve({ ...as(role, url), edition }).kind === 'render';
    assert.equal(allowed('manager', '/botgroups/webivr'), true);
    assert.equal(allowed('manager', '/botgroups/messaging/form/3/embed'), false);
    assert.equal(allowed('admin', '/botgroups/messaging/form/3/customization'), true);
    assert.equal(allowed('admin', '/botgroups/messaging/form/3/customization', 'hosted'), false);
  });

  test('audiences, templates and campaigns are <oc-campaign-editor>; /campaigns opens the campaign list', () => {
    const attributes = (url: string) => {
      const { route, params } = match(url);
      assert.equal(route.element?.tag, 'oc-campaign-editor', url);
      return elementAttributes(route, params, url);
    };
    assert.deepEqual(attributes('/campaigns/contacts'), { section: 'contacts' });
    assert.deepEqual(attributes('/campaigns/contacts/add'), { section: 'contacts', item: 'add' });
    assert.deepEqual(attributes('/campaigns/contacts/12'), { section: 'contacts', item: '12' });
    assert.deepEqual(attributes('/campaigns/templates'), { section: 'templates' });
    assert.deepEqual(attributes('/campaigns/templates/add'), { section: 'templates', item: 'add' });
    assert.deepEqual(attributes('/campaigns/templates/tyntec-wa/4'), {
      section: 'templates',
      item: 'tyntec-wa/4',
    });
    assert.deepEqual(attributes('/campaigns/list'), { section: 'list' });
    assert.deepEqual(attributes('/campaigns/list/send/3'), { section: 'list', item: 'send/3' });
    const shown = (role: Role, url: string, edition: 'hosted' | 'self-hosted' = 'self-hosted') =>
      resolve({ ...as(role, url), edition });
    assert.deepEqual((({ kind, url }) => ({ kind, url }))(shown('manager', '/campaigns')), {
      kind: 'render',
      url: '/campaigns/list',
    });
    assert.equal(shown('manager', '/campaigns/contacts/add').kind, 'render');
    assert.equal(shown('manager', '/campaigns/templates/sms/3').kind, 'render');
    assert.notEqual(shown('agent', '/campaigns/templates').kind, 'render');
    assert.notEqual(shown('agent', '/campaigns/contacts').kind, 'render');
    assert.notEqual(shown('owner', '/campaigns/contacts', 'hosted').kind, 'render');
  });

  test('mailed links need no sign-in; password change, two-factor and masquerade do', () => {
    for (const url of ['/email/validate/k', '/password/reset/u/t', '/invitation/u/t', '/confirm-email'])
      assert.equal(resolve(as(null, url)).url, url);
    for (const url of ['/password/change', '/settings/account/security', '/m/'])
      assert.match(resolve(as(null, url)).url, /^\/login\?redirect=/, url);
    const allowed = (role: Role, url: string) => resolve(as(role, url)).kind === 'render';
    assert.equal(allowed('agent', '/password/change'), true);
    assert.equal(allowed('agent', '/settings/account/security'), true);
    // Masquerade is for the owner and administrators only.
    assert.equal(allowed('owner', '/m/'), true);
    assert.equal(allowed('admin', '/m/'), true);
    assert.equal(allowed('manager', '/m/'), false);
    assert.equal(allowed('agent', '/m/'), false);
  });

  test('the page title names the area and the screen', () => {
    assert.deepEqual(titleKeys(match('/settings/agents').route), [
      'shell:routes.settings',
      'shell:routes.settings-agents',
    ]);
    assert.deepEqual(titleKeys(match('/gb-agent/im/1').route), ['shell:routes.gb-agent']);
  });
});

describe('account guards (spec 000 §2)', () => {
  const unconfirmed = (days: number, url = '/gb-agent'): GuardContext => ({
    ...as('agent', url),
    user: { user_role: 'agent', groups: [1], has_confirm_email: false, date_joined: daysAgo(days) },
    now: NOW,
  });

  test('an unconfirmed email past 7 days goes to confirm-email, except on exempt screens', () => {
    assert.deepEqual(guard(match('/gb-agent').route, unconfirmed(8)), { redirect: '/confirm-email' });
    assert.deepEqual(guard(match('/gb-agent').route, unconfirmed(6)), { allow: true });
    assert.deepEqual(guard(match('/settings/account').route, unconfirmed(8, '/settings/account')), {
      allow: true,
    });
    for (const url of ['/password/change', '/settings/account/security'])
      assert.deepEqual(guard(match(url).route, unconfirmed(8, url)), { allow: true }, url);
    assert.equal(resolve(unconfirmed(30, '/gb-agent/im/1')).url, '/confirm-email');
    assert.equal(
      mustConfirmEmail({ user_role: 'agent', has_confirm_email: true, date_joined: daysAgo(90) }, NOW),
      false,
    );
  });

  test('no groups and a role below admin goes to user-not-configured', () => {
    const bare = { user_role: 'manager' as const, groups: [], permissions: { skills: [], groups: [] } };
    assert.equal(isUserNotConfigured(bare), true);
    assert.equal(isUserNotConfigured({ ...bare, user_role: 'admin' }), false);
    assert.equal(isUserNotConfigured({ ...bare, user_role: 'owner' }), false);
    assert.equal(isUserNotConfigured({ ...bare, groups: [3] }), false);
    assert.equal(isUserNotConfigured({ ...bare, permissions: { skills: [], groups: [3] } }), false);
    // Skills alone do not make an account configured: the spec judges on groups.
    const skilled = { ...bare, permissions: { skills: [{ id: 1 }], groups: [] } };
    assert.equal(isUserNotConfigured(skilled), true);
    assert.equal(isUserNotConfigured({ user_role: 'agent' }), true);
    const result = resolve({ ...as('manager', '/dashboard'), user: bare });
    assert.equal(result.url, '/user-not-configured');
    assert.equal(result.kind === 'render' && result.route.page, 'user-not-configured');
  });
});
