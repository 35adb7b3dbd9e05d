import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { areaViews, viewOf } from './views.ts';

describe('dashboard screens and their nav', () => {
  test('a statistics manager is offered the dashboards without the managers’ screens', () => {
    assert.deepEqual(
      areaViews('dashboard', { manager: false, selfHosted: true }).map((v) => v.path),
      [
        '/dashboard',
        '/dashboard/bot',
        '/dashboard/comments',
        '/dashboard/reviews',
        '/dashboard/webivr',
        '/dashboard/campaigns',
        '/dashboard/ticketing',
      ],
    );
  });

  test('the web IVR screens exist in the self-hosted edition only', () => {
    assert.deepEqual(
      areaViews('stats', { manager: true, selfHosted: false }).map((v) => v.view),
      ['bot', 'flow', 'ticketing'],
    );
    assert.equal(areaViews('stats', { manager: true, selfHosted: true }).length, 7);
  });

  test('an unknown view is refused', () => {
    assert.equal(viewOf('webivr-tree'), 'webivr-tree');
    assert.equal(viewOf('ticketing'), 'ticketing');
    assert.equal(viewOf('sales'), null);
  });
});
