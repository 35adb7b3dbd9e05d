import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  entryPointTrees,
  hasLinkPage,
  ICE_BREAKER_LOCALES,
  isWebEntryPoint,
  maxChannels,
} from './entry-points.ts';

describe('entry points', () => {
  test('spec 001 §3: 31 ice-breaker locales plus the default, each once', () => {
    assert.equal(ICE_BREAKER_LOCALES[0], 'default');
    assert.equal(ICE_BREAKER_LOCALES.length, 32);
    assert.equal(new Set(ICE_BREAKER_LOCALES).size, 32);
  });

  test('a URL link on the web channel has a page of its own; on another channel, or a widget, not', () => {
    assert.equal(hasLinkPage({ type: 'url', channels: ['web'] }), true);
    assert.equal(hasLinkPage({ type: 'url', channels: ['whatsapp'] }), false);
    assert.equal(hasLinkPage({ type: 'widget', channels: ['web'] }), false);
  });

  test('spec 001 §5: a URL link opens one channel, the other types several', () => {
    assert.equal(maxChannels('url'), 1);
    assert.ok(maxChannels('widget') > 1);
  });

  test('the trees an entry point opens: per channel, navbar and menu buttons, once each', () => {
    assert.deepEqual(
      entryPointTrees({
        trees: [{ tree_identifier: 'welcome' }],
        navbar: [{ tree: 'faq' }, { tree: 'welcome' }],
        menu_buttons: [{ tree: null }, { tree: 'orders' }],
      }),
      ['welcome', 'faq', 'orders'],
    );
  });

  test('web entry points are the ones with an embed code', () => {
    assert.equal(isWebEntryPoint('widget'), true);
    assert.equal(isWebEntryPoint('messenger_menu'), false);
  });
});
