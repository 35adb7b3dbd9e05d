import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { addressAllowed, inRange } from './ip-filter.ts';

describe('entry point IP lists', () => {
  test('IPv4 addresses and CIDR ranges', () => {
    assert.equal(inRange('10.1.2.3', '10.0.0.0/8'), true);
    assert.equal(inRange('11.1.2.3', '10.0.0.0/8'), false);
    assert.equal(inRange('192.168.1.7', '192.168.1.7'), true);
    assert.equal(inRange('192.168.1.8', '192.168.1.7'), false);
    assert.equal(inRange('1.2.3.4', '0.0.0.0/0'), true);
  });

  test('IPv6 ranges, and IPv4 visitors seen through a dual-stack socket', () => {
    assert.equal(inRange('2001:db8::1', '2001:db8::/32'), true);
    assert.equal(inRange('2001:db9::1', '2001:db8::/32'), false);
    assert.equal(inRange('::1', '::1'), true);
    assert.equal(inRange('::ffff:10.0.0.1', '10.0.0.0/8'), true);
    assert.equal(inRange('10.0.0.1', '2001:db8::/32'), false);
  });

  test('a malformed range matches nothing', () => {
    assert.equal(inRange('10.0.0.1', 'nonsense'), false);
    assert.equal(inRange('10.0.0.1', '10.0.0.0/40'), false);
  });

  test('deny wins; an empty allow list allows everyone else', () => {
    assert.equal(addressAllowed('10.0.0.1', [], []), true);
    assert.equal(addressAllowed('10.0.0.1', [], ['10.0.0.0/24']), false);
    assert.equal(addressAllowed('10.0.0.1', ['10.0.0.0/8'], ['10.0.0.1']), false);
    assert.equal(addressAllowed('10.0.0.1', ['10.0.0.0/8'], []), true);
    assert.equal(addressAllowed('172.16.0.1', ['10.0.0.0/8'], []), false);
  });
});
