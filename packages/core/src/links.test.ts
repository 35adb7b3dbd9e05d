import assert from 'node:assert/strict';
import { test } from 'node:test';
import { safeHref } from './links.ts';

test('only absolute http(s) URLs become links', () => {
  assert.equal(safeHref('https://example.com/a?b=1'), 'https://example.com/a?b=1');
  assert.equal(safeHref('HTTP://Example.com'), 'http://example.com/');
  for (const bad of [
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/relative/path',
    '//evil.example',
    'not a url',
    '',
    null,
    42,
  ]) {
    assert.equal(safeHref(bad), null, String(bad));
  }
});
