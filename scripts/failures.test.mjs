import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failureExcerpt } from './failures.mjs';

test("a component test's failure is picked out of progress redraws and colours", () => {
  const output = [
    '\u001b[2K\u001b[1A\u001b[2K\u001b[GChromium: |███   | 10/110 test files | 50 passed, 0 failed',
    'components/agent-inbox/src/Inbox.test.tsx:',
    '',
    ' ❌ Inbox > opens the pre-saved message dialog',
    '      AssertionError: expected null to exist',
    '        at components/agent-inbox/src/Inbox.test.tsx:120:7',
    ...Array.from({ length: 30 }, (_, i) => `unrelated line ${i}`),
  ].join('\n');
  const excerpt = failureExcerpt(output, { context: 3 });
  assert.match(excerpt, /❌ Inbox > opens the pre-saved message dialog/);
  assert.match(excerpt, /Inbox\.test\.tsx:120:7/);
  assert.ok(!excerpt.includes(String.fromCharCode(27)));
  assert.doesNotMatch(excerpt, /unrelated line 10/);
});

test('a long list of failures is cut to the lines asked, saying how many are left', () => {
  const output = Array.from({ length: 50 }, (_, i) => `  ✘ ${i} a journey`).join('\n');
  const excerpt = failureExcerpt(output, { context: 0, maxLines: 10 }).split('\n');
  assert.equal(excerpt.length, 11);
  assert.match(excerpt.at(-1), /40 more lines/);
});

test('output without a failure gives nothing', () => {
  assert.equal(failureExcerpt('all 12 passed\n'), '');
});
