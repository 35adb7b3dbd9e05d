import assert from 'node:assert/strict';
import { test } from 'node:test';
import { channelsRoute } from './route.ts';

const UUID = '0f8c2a52-2d6e-4a3e-9d7b-1b2c3d4e5f60';

test('the item names the list (filtered or not), a new channel, a channel, or nothing', () => {
  const cases: [string | undefined, ReturnType<typeof channelsRoute>][] = [
    [undefined, { screen: 'list', skill: null, kind: null }],
    ['3', { screen: 'list', skill: 3, kind: null }],
    ['3/whatsapp', { screen: 'list', skill: 3, kind: 'whatsapp' }],
    ['add/telegram', { screen: 'add', kind: 'telegram' }],
    [`edit/whatsapp/${UUID}`, { screen: 'edit', kind: 'whatsapp', uuid: UUID }],
    ['edit/sms', { screen: 'edit', kind: 'sms', uuid: null }],
    ['logged', { screen: 'logged' }],
    ['add/fax', { screen: 'missing' }],
    ['edit/sms/12', { screen: 'missing' }],
    ['0', { screen: 'missing' }],
    ['3/fax', { screen: 'missing' }],
    ['add/sms/x', { screen: 'missing' }],
  ];
  for (const [item, route] of cases) assert.deepEqual(channelsRoute(item), route, String(item));
});
