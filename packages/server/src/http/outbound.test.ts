import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { isPublicAddress, outboundRequest } from './outbound.ts';

describe('requests to addresses a company configured', () => {
  const heard: string[] = [];
  const server = createServer((request, response) => {
    heard.push(`${request.method} ${request.url}`);
    response.statusCode = 201;
    response.end();
  });
  let port = 0;
  before(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  after(() => server.close());

  test('tells public addresses from loopback, private, link-local and reserved ones', () => {
    for (const address of ['8.8.8.8', '2606:4700::1111', '::ffff:1.1.1.1'])
      assert.equal(isPublicAddress(address), true, address);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'localhost',
    ])
      assert.equal(isPublicAddress(address), false, address);
  });

  test('refuses the server’s own network, by address and by name, and sends nothing', async () => {
    const init = { method: 'POST', headers: {}, body: '{}', timeoutMs: 2_000, allowPrivate: false };
    await assert.rejects(outboundRequest(`http://127.0.0.1:${port}/leads`, init), /not a public address/);
    await assert.rejects(outboundRequest(`http://localhost:${port}/leads`, init), /not a public address/);
    await assert.rejects(outboundRequest(`http://[::1]:${port}/leads`, init), /not a public address/);
    await assert.rejects(
      outboundRequest('http://169.254.169.254/latest/meta-data', init),
      /not a public address/,
    );
    assert.deepEqual(heard, []);
  });

  test('calls a private address when the deployment allows it, with the body and method given', async () => {
    const status = await outboundRequest(`http://127.0.0.1:${port}/leads`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
      timeoutMs: 2_000,
      allowPrivate: true,
    });
    assert.equal(status, 201);
    assert.deepEqual(heard, ['PUT /leads']);
  });
});
