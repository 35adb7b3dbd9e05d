import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startTestServer, type TestServer } from '../test/helpers.ts';
import { contentSecurityPolicy } from './security-headers.ts';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

test('the CSP lets the console connect to its own origins only, and load images from itself only', () => {
  const csp = contentSecurityPolicy(
    { protocol: 'https', host: 'chat.example.com' },
    'https://console.example.com',
  );
  assert.deepEqual(directive(csp, 'connect-src'), [
    "'self'",
    'https://chat.example.com',
    'wss://chat.example.com',
    'https://console.example.com',
    'wss://console.example.com',
  ]);
  assert.ok(!directive(csp, 'connect-src').some((source) => source === 'ws:' || source === 'wss:'));
  assert.deepEqual(directive(csp, 'img-src'), ["'self'", 'blob:']);
});

test('a forged Host header is not written into the CSP', () => {
  const csp = contentSecurityPolicy(
    { protocol: 'http', host: "evil.test; script-src 'unsafe-inline'" },
    'http://localhost:8080',
  );
  assert.deepEqual(directive(csp, 'connect-src'), ["'self'", 'http://localhost:8080', 'ws://localhost:8080']);
  assert.deepEqual(directive(csp, 'script-src'), ["'self'"]);
});

describe('security headers on the wire', () => {
  let direct: TestServer;
  let proxied: TestServer;
  let dist: string;
  before(async () => {
    dist = mkdtempSync(join(tmpdir(), 'omnicanal-dist-'));
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
    direct = await startTestServer({ roomTimerTickMs: 0, staticDir: dist });
    proxied = await startTestServer({ roomTimerTickMs: 0, staticDir: dist, trustProxy: true });
  });
  after(async () => {
    await direct.stop();
    await proxied.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  test('every answer has the referrer policy; plain HTTP gets no HSTS, even when a client claims TLS', async () => {
    for (const path of ['/', '/api/config']) {
      const response = await fetch(`${direct.url}${path}`, { headers: { 'x-forwarded-proto': 'https' } });
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', path);
      assert.equal(response.headers.get('strict-transport-security'), null, path);
    }
    const page = await fetch(`${direct.url}/gb-agent`);
    const csp = page.headers.get('content-security-policy') ?? '';
    const host = new URL(direct.url).host;
    assert.ok(directive(csp, 'connect-src').includes(`ws://${host}`), csp);
  });

  test('behind a TLS proxy named by TRUST_PROXY, answers carry HSTS', async () => {
    for (const path of ['/', '/api/config']) {
      const response = await fetch(`${proxied.url}${path}`, { headers: { 'x-forwarded-proto': 'https' } });
      assert.equal(response.headers.get('strict-transport-security'), 'max-age=31536000', path);
    }
    const page = await fetch(`${proxied.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    const host = new URL(proxied.url).host;
    assert.ok(
      directive(page.headers.get('content-security-policy') ?? '', 'connect-src').includes(`wss://${host}`),
    );
    const plain = await fetch(`${proxied.url}/api/config`);
    assert.equal(plain.headers.get('strict-transport-security'), null);
  });
});
