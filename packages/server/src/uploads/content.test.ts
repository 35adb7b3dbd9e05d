import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { uploadType } from '@omnicanal/api';
import { cleanFileName, contentDisposition, contentMatches } from './content.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('uploadType', () => {
  const cases: [string, string, string | null][] = [
    ['photo.PNG', 'image/png', 'image/png'],
    ['photo.jpg', 'image/jpeg', 'image/jpeg'],
    ['report.docx', '', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['data.csv', 'application/octet-stream', 'text/csv'],
    ['photo.png', 'text/html', null],
    ['x.svg', 'image/svg+xml', null],
    ['page.html', '', null],
    ['noextension', 'image/png', null],
    ['notes.txt', 'image/png', null],
  ];
  for (const [name, type, expected] of cases)
    test(`${name} as ${type || '(none)'} → ${expected}`, () =>
      assert.equal(uploadType(name, type), expected));
});

describe('contentMatches', () => {
  const cases: [string, Uint8Array, boolean][] = [
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), true],
    ['image/png', text('<html>'), false],
    ['image/webp', text('RIFF\0\0\0\0WEBPVP8 '), true],
    ['application/pdf', text('%PDF-1.7'), true],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes(0x50, 0x4b, 3, 4), true],
    ['application/msword', bytes(0x50, 0x4b, 3, 4), false],
    ['text/plain', text('Bonjour'), true],
    ['text/plain', bytes(0x4d, 0x5a, 0, 0), false],
  ];
  for (const [type, head, expected] of cases)
    test(`${type} with ${Buffer.from(head).toString('hex').slice(0, 16)} → ${expected}`, () =>
      assert.equal(contentMatches(type, head), expected));
});

describe('file names', () => {
  test('no folders, no control characters, never empty', () => {
    assert.equal(cleanFileName('../../etc/passwd'), 'passwd');
    assert.equal(cleanFileName('C:\\Users\\a\\b.pdf'), 'b.pdf');
    assert.equal(cleanFileName('a\u0000b\n"c".txt'), 'abc.txt');
    assert.equal(cleanFileName('..'), 'file');
    assert.equal(cleanFileName(`${'x'.repeat(300)}.pdf`).length, 255);
    assert.ok(cleanFileName(`${'x'.repeat(300)}.pdf`).endsWith('.pdf'));
  });

  test('Content-Disposition keeps ASCII in filename and the real name in filename*', () => {
    assert.equal(
      contentDisposition('été 1.pdf', false),
      `attachment; filename="_t_ 1.pdf"; filename*=UTF-8''%C3%A9t%C3%A9%201.pdf`,
    );
    assert.match(contentDisposition('a.png', true), /^inline; /);
  });
});
