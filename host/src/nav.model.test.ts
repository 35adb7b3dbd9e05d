import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Edition, Role } from '@omnicanal/core';
import { chatWidgetHidden, currentLink, customerLogo, visibleNav } from './nav.model.ts';
import { match } from './router.model.ts';
import { SETTINGS_LINKS } from './routes.ts';

const ctx = (
  role: Role | null,
  options: { edition?: Edition; services?: string[]; skills?: number } = {},
) => ({
  token: role ? 'token' : null,
  user: role
    ? {
        user_role: role,
        groups: [1],
        permissions: { skills: Array.from({ length: options.skills ?? 1 }, (_, i) => ({ id: i + 1 })) },
      }
    : null,
  customer: {
    services: (options.services ?? []).map((kind) => ({ kind })),
    offer_desc: { is_appsumo: false, max_skills: 2 },
  },
  edition: options.edition ?? 'self-hosted',
});

const hrefs = (...args: Parameters<typeof ctx>) => visibleNav(ctx(...args)).map((link) => link.href);

describe('visibleNav (spec 000 §2, Shell)', () => {
  test('each role sees the links its route permissions allow, in the spec order', () => {
    assert.deepEqual(hrefs('agent'), ['/gb-agent', '/settings']);
    assert.deepEqual(hrefs('stats_manager'), ['/dashboard', '/stats', '/settings']);
    assert.deepEqual(hrefs('manager'), [
      '/dashboard',
      '/gb-agent',
      '/messaging',
      '/botgroups',
      '/webivr',
      '/automation',
      '/campaigns',
      '/stats',
      '/settings',
    ]);
    assert.deepEqual(hrefs('admin'), [
      '/dashboard',
      '/gb-agent',
      '/messaging',
      '/third-parties',
      '/botgroups',
      '/webivr',
      '/automation',
      '/ai',
      '/campaigns',
      '/stats',
      '/settings',
    ]);
    assert.deepEqual(hrefs(null), []);
  });

  test('the hosted edition has no bot groups, web IVR, third parties or campaigns', () => {
    assert.deepEqual(hrefs('admin', { edition: 'hosted' }), [
      '/dashboard',
      '/gb-agent',
      '/messaging',
      '/automation',
      '/ai',
      '/stats',
      '/settings',
    ]);
  });

  test('self-hosted: a customer declaring services keeps only the links they serve', () => {
    assert.deepEqual(hrefs('admin', { services: ['gb_agent', 'dialogflow'] }), [
      '/dashboard',
      '/gb-agent',
      '/ai',
      '/stats',
      '/settings',
    ]);
    assert.deepEqual(hrefs('admin', { services: ['social_networks', 'webivr', 'ticketing'] }), [
      '/dashboard',
      '/messaging',
      '/webivr',
      '/automation',
      '/stats',
      '/settings',
    ]);
  });

  test('self-hosted: webivr, automation and campaigns also need a skill of the user', () => {
    assert.deepEqual(hrefs('manager', { skills: 0 }), [
      '/dashboard',
      '/gb-agent',
      '/messaging',
      '/botgroups',
      '/stats',
      '/settings',
    ]);
    // The hosted edition has no such requirement.
    assert.ok(hrefs('manager', { edition: 'hosted', skills: 0 }).includes('/automation'));
  });

  test('the current link is the deepest one the URL is within', () => {
    const links = visibleNav(ctx('admin'));
    assert.equal(currentLink('/gb-agent/im/1?nav=false', links)?.route, 'gb-agent');
    assert.equal(currentLink('/settings/agents', links)?.route, 'settings');
    assert.equal(currentLink('/login', links), null);
  });
});

describe('customerLogo', () => {
  const customer = (logo: string | null, is_appsumo = false) => ({ logo, offer_desc: { is_appsumo } });

  test('the customer logo when it has its own, or a hosted promo offer', () => {
    assert.equal(customerLogo('self-hosted', customer('/media/acme.png')), '/media/acme.png');
    assert.equal(customerLogo('self-hosted', customer('/static/default-logo.svg')), null);
    assert.equal(
      customerLogo('hosted', customer('/static/default-logo.svg', true)),
      '/static/default-logo.svg',
    );
    assert.equal(customerLogo('hosted', customer(null, true)), null);
    assert.equal(customerLogo('hosted', null), null);
  });
});

describe('chatWidgetHidden', () => {
  test('hidden on the builders, the dashboard and the agent inbox; shown elsewhere', () => {
    for (const url of [
      '/bot-builder/skills/1/bots/b/channel/web/trees',
      '/webivr-builder/1/2',
      '/dashboard',
      '/dashboard/bot',
      '/gb-agent',
      '/gb-agent/im/1',
      '/gb-agent/reviews',
    ]) {
      assert.equal(chatWidgetHidden(match(url).route), true, url);
    }
    for (const url of ['/settings/account', '/webivr', '/stats', '/login']) {
      assert.equal(chatWidgetHidden(match(url).route), false, url);
    }
  });
});

describe('settings links (spec 002 §2, §6)', () => {
  const settings = (...args: Parameters<typeof ctx>) =>
    visibleNav(ctx(...args), SETTINGS_LINKS).map((link) => link.href.replace('/settings/', ''));

  test('each role sees the settings areas its routes let it into', () => {
    assert.deepEqual(settings('agent'), ['account']);
    assert.deepEqual(settings('content_manager'), ['account', 'groups']);
    assert.deepEqual(settings('manager'), ['account', 'agents', 'groups', 'contact-reasons', 'msglib']);
    assert.deepEqual(settings('admin'), [
      'account',
      'agents',
      'calendars',
      'groups',
      'skills',
      'subaccounts',
      'contact-reasons',
      'chat',
      'msglib',
      'rooms',
      'public-api',
    ]);
    assert.ok(settings('owner').includes('external-views'));
  });

  test('the hosted edition leaves out skills, groups and external views', () => {
    const hosted = settings('owner', { edition: 'hosted' });
    assert.equal(hosted.includes('skills'), false);
    assert.equal(hosted.includes('groups'), false);
    assert.equal(hosted.includes('external-views'), false);
    assert.ok(hosted.includes('agents'));
  });

  test('plans and billing are hosted areas for administrators and the owner', () => {
    const hosted = settings('admin', { edition: 'hosted' });
    assert.deepEqual(hosted.slice(hosted.indexOf('msglib') + 1), [
      'subscription',
      'billing',
      'rooms',
      'public-api',
    ]);
    assert.equal(settings('manager', { edition: 'hosted' }).includes('billing'), false);
    assert.equal(settings('owner').includes('subscription'), false);
  });
});
