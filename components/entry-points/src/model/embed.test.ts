import assert from 'node:assert/strict';
import { test } from 'node:test';
import { embedCode, linkAddress } from './embed.ts';

test('the embed code: one script tag and one <oc-web-chat> naming the entry point, absolute addresses', () => {
  const code = embedCode({ origin: 'https://omni.example', apiBase: '/api', entryPoint: 12, skill: 1 });
  assert.equal(
    code,
    [
      '<script type="module" src="https://omni.example/web-chat.js"></script>',
      '<oc-web-chat entry-point-id="12" skill-id="1" api-base="https://omni.example/api"></oc-web-chat>',
    ].join('\n'),
  );
  assert.equal(code.match(/<script/g)?.length, 1);
  assert.equal(code.match(/<oc-web-chat/g)?.length, 1);
});

test('an API on another origin is kept, and quotes cannot break out of an attribute', () => {
  const code = embedCode({
    origin: 'https://a.example',
    apiBase: 'https://api.example/x"y/',
    entryPoint: 1,
    skill: 2,
  });
  assert.match(code, /api-base="https:\/\/api\.example\/x%22y"/);
});

test('a URL link’s address: the hosted page under the API, absolute, whatever the API base', () => {
  assert.equal(
    linkAddress({ origin: 'https://omni.example', apiBase: '/api', entryPoint: 7 }),
    'https://omni.example/api/guests/link/7',
  );
  assert.equal(
    linkAddress({ origin: 'https://omni.example', apiBase: 'https://api.example/v/', entryPoint: 7 }),
    'https://api.example/v/guests/link/7',
  );
});
