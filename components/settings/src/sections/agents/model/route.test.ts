import assert from 'node:assert/strict';
import { test } from 'node:test';
import { agentsRoute } from './route.ts';

const UUID = '0b7c2a4e-5d1f-4c3b-9a8e-1f2d3c4b5a69';

const cases: [string | undefined, ReturnType<typeof agentsRoute>][] = [
  [undefined, { screen: 'list' }],
  ['', { screen: 'list' }],
  ['/', { screen: 'list' }],
  ['add', { screen: 'add' }],
  ['add/', { screen: 'add' }],
  [UUID, { screen: 'edit', ref: UUID }],
  [UUID.toUpperCase(), { screen: 'edit', ref: UUID }],
  ['42', { screen: 'edit', ref: '42' }],
  ['0', { screen: 'missing' }],
  ['42/skills', { screen: 'missing' }],
  ['someone', { screen: 'missing' }],
];

for (const [item, expected] of cases)
  test(`agents item ${JSON.stringify(item)}`, () => assert.deepEqual(agentsRoute(item), expected));
