import assert from 'node:assert/strict';
import { test } from 'node:test';
import { replyWindow } from './window.ts';

const at = (iso: string) => new Date(iso);

test('WhatsApp: open for 24 hours after the contact’s last message, then closed', () => {
  const last = at('2026-11-25T10:00:00Z');
  assert.deepEqual(replyWindow('whatsapp', last, at('2026-11-26T09:59:59Z')), {
    open: true,
    endsAt: at('2026-11-26T10:00:00Z'),
  });
  assert.deepEqual(replyWindow('whatsapp', last, at('2026-11-26T10:00:00Z')), {
    open: false,
    endsAt: at('2026-11-26T10:00:00Z'),
  });
  assert.deepEqual(replyWindow('whatsapp', null, at('2026-11-26T10:00:00Z')), { open: false, endsAt: null });
});

test('other channels and the web chat have no window', () => {
  for (const kind of ['telegram', 'sms', 'web', null])
    assert.equal(replyWindow(kind, at('2020-01-01T00:00:00Z'), at('2026-11-26T10:00:00Z')), null);
});
