import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { NodeAction } from '@omnicanal/core/bot';
import { makeBot } from '@omnicanal/core/testing';
import { availableActions, childActions, type Viewer, visibleChannels } from './permissions.ts';

const viewer = (
  role: string,
  services: string[] = [],
  edition: Viewer['edition'] = 'self-hosted',
): Viewer => ({
  role,
  edition,
  services,
});

describe('visibleChannels', () => {
  test('hosted hides rcs, sms, twitter_dm and twitter_comments', () => {
    const hosted = visibleChannels('hosted');
    for (const c of ['rcs', 'sms', 'twitter_dm', 'twitter_comments', 'api'])
      assert.ok(!hosted.includes(c), c);
    assert.ok(hosted.includes('web') && hosted.includes('whatsapp'));
  });
  test('self-hosted shows every channel plus api', () => {
    const self = visibleChannels('self-hosted');
    for (const c of ['rcs', 'sms', 'twitter_dm', 'twitter_comments', 'api', 'web'])
      assert.ok(self.includes(c), c);
  });
});

describe('availableActions', () => {
  const cases: { name: string; channel: string; viewer: Viewer; action: NodeAction; offered: boolean }[] = [
    { name: 'web offers links', channel: 'web', viewer: viewer('manager'), action: 'url', offered: true },
    {
      name: 'whatsapp has no links',
      channel: 'whatsapp',
      viewer: viewer('manager'),
      action: 'url',
      offered: false,
    },
    {
      name: 'whatsapp offers buttons',
      channel: 'whatsapp',
      viewer: viewer('manager'),
      action: 'button',
      offered: true,
    },
    {
      name: 'sms has no buttons',
      channel: 'sms',
      viewer: viewer('manager'),
      action: 'button',
      offered: false,
    },
    {
      name: 'self-hosted web offers page events',
      channel: 'web',
      viewer: viewer('manager'),
      action: 'custom_js_event',
      offered: true,
    },
    {
      name: 'hosted web is reduced (no page events)',
      channel: 'web',
      viewer: viewer('manager', [], 'hosted'),
      action: 'custom_js_event',
      offered: false,
    },
    {
      name: 'hosted web keeps buttons',
      channel: 'web',
      viewer: viewer('manager', [], 'hosted'),
      action: 'button',
      offered: true,
    },
    {
      name: 'dialogflow for an admin with the service',
      channel: 'web',
      viewer: viewer('admin', ['dialogflow']),
      action: 'dialogflow',
      offered: true,
    },
    {
      name: 'dialogflow refused to a manager with the service',
      channel: 'web',
      viewer: viewer('manager', ['dialogflow']),
      action: 'dialogflow',
      offered: false,
    },
    {
      name: 'dialogflow refused to an owner without the service',
      channel: 'web',
      viewer: viewer('owner'),
      action: 'dialogflow',
      offered: false,
    },
    {
      name: 'ravana for an owner with the service',
      channel: 'whatsapp',
      viewer: viewer('owner', ['ravana']),
      action: 'ravana',
      offered: true,
    },
    {
      name: 'callback for a manager with the service',
      channel: 'web',
      viewer: viewer('manager', ['callback']),
      action: 'callback',
      offered: true,
    },
    {
      name: 'callback refused below manager',
      channel: 'web',
      viewer: viewer('content_manager', ['callback']),
      action: 'callback',
      offered: false,
    },
    {
      name: 'opt-in on messenger for a manager with the bot service',
      channel: 'facebook',
      viewer: viewer('manager', ['bot']),
      action: 'messenger_optin_request',
      offered: true,
    },
    {
      name: 'opt-in refused without the service',
      channel: 'facebook',
      viewer: viewer('admin'),
      action: 'messenger_optin_request',
      offered: false,
    },
    {
      name: 'opt-in not on whatsapp',
      channel: 'whatsapp',
      viewer: viewer('manager', ['bot']),
      action: 'messenger_optin_request',
      offered: false,
    },
    {
      name: 'rcs opt-out with the campaigns service',
      channel: 'rcs',
      viewer: viewer('manager', ['campaigns']),
      action: 'rcs_optout',
      offered: true,
    },
    {
      name: 'job for the self-hosted owner',
      channel: 'sms',
      viewer: viewer('owner'),
      action: 'job',
      offered: true,
    },
    { name: 'no job for an admin', channel: 'web', viewer: viewer('admin'), action: 'job', offered: false },
    {
      name: 'no job for the hosted owner',
      channel: 'web',
      viewer: viewer('owner', [], 'hosted'),
      action: 'job',
      offered: false,
    },
    {
      name: 'roots are never added',
      channel: 'web',
      viewer: viewer('owner'),
      action: 'entrypoint',
      offered: false,
    },
  ];
  for (const c of cases) {
    test(c.name, () => {
      assert.equal(availableActions(c.channel, c.viewer).includes(c.action), c.offered);
    });
  }
});

describe('childActions', () => {
  const bot = makeBot([
    ['root', 'entrypoint', null],
    ['btn', 'button', 'root'],
    ['c1', 'choice', 'btn'],
    ['c2', 'choice', 'btn'],
    ['inp', 'input', 'c1'],
    ['err', 'input_error', 'inp'],
    ['j', 'totree', 'c2'],
  ]);
  const manager = viewer('manager');
  const cases: [string, string, string, NodeAction[]][] = [
    ['a button takes choices', 'btn', 'web', ['choice', 'choice_fallback']],
    ['a button on whatsapp with 2 choices takes only a fallback', 'btn', 'whatsapp', ['choice_fallback']],
    ['a jump takes nothing', 'j', 'web', []],
  ];
  for (const [name, parent, channel, expected] of cases) {
    test(name, () => assert.deepEqual(childActions(bot, parent, channel, manager), expected));
  }
  test('an input with an error takes checks but no second error', () => {
    const actions = childActions(bot, 'inp', 'web', manager);
    assert.ok(actions.includes('input_check'));
    assert.ok(!actions.includes('input_error'));
  });
  test('a choice takes plain actions and a button, not outputs', () => {
    const actions = childActions(bot, 'c1', 'web', manager);
    for (const a of ['image', 'button', 'console', 'totree', 'url'] as const)
      assert.ok(actions.includes(a), a);
    for (const a of ['input_check', 'chronos_output', 'ravana_output'] as const)
      assert.ok(!actions.includes(a), a);
  });
  test('an unknown parent takes nothing', () =>
    assert.deepEqual(childActions(bot, 'nope', 'web', manager), []));
});
