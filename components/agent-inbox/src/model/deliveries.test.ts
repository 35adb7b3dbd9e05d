import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nextDelivery } from './deliveries.ts';

const change = (status: 'queued' | 'sent' | 'delivered' | 'failed', error_code: string | null = null) => ({
  room: 'r',
  message: 'm',
  status,
  error_code,
});

test('a delivery moves forward and keeps the provider code of a failure', () => {
  const queued = nextDelivery(undefined, change('queued'));
  assert.deepEqual(queued, { status: 'queued', errorCode: null });
  const delivered = nextDelivery(nextDelivery(queued, change('sent')), change('delivered'));
  assert.deepEqual(delivered, { status: 'delivered', errorCode: null });
  // A late `sent` (events out of order) does not take a delivered reply back.
  assert.deepEqual(nextDelivery(delivered, change('sent')), delivered);
  assert.deepEqual(nextDelivery(queued, change('failed', '131026')), {
    status: 'failed',
    errorCode: '131026',
  });
});
