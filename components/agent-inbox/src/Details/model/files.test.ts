import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Message } from '@omnicanal/api';
import { roomFiles } from './files.ts';

const message = (event: string, rich_content: Message['rich_content']): Message => ({
  event,
  room: 'r1',
  kind: 'visitor',
  rich_content,
  author: null,
  client_id: null,
  created_at: '2026-01-01T09:00:00.000Z',
});

test('roomFiles lists file messages only, and gives a link for http(s) URLs alone', () => {
  const files = roomFiles([
    message('m1', { type: 'txt', text: 'bonjour' }),
    message('m2', {
      type: 'file',
      url: 'https://files.example/a.pdf',
      name: 'facture.pdf',
      mimetype: 'application/pdf',
    }),
    message('m3', { type: 'file', url: 'javascript:alert(1)', name: 'piège', mimetype: 'text/html' }),
    message('m4', { type: 'file', url: 'https://files.example/b.png', name: '', mimetype: 'image/png' }),
  ]);
  assert.deepEqual(
    files.map((f) => [f.key, f.name, f.href]),
    [
      ['m2', 'facture.pdf', 'https://files.example/a.pdf'],
      ['m3', 'piège', null],
      ['m4', 'https://files.example/b.png', 'https://files.example/b.png'],
    ],
  );
});
