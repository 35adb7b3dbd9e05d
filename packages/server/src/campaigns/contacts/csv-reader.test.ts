import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { describe, test } from 'node:test';
import { AUDIENCE_CSV_MAX_RECORD } from '@omnicanal/core';
import { CsvUnreadable, csvRecords, delimiterOf } from './csv-reader.ts';

async function read(chunks: (string | Buffer)[]) {
  const progress = { bytes: 0 };
  const records = [];
  for await (const record of csvRecords(
    Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))),
    progress,
  ))
    records.push(record);
  return { records, progress };
}

describe('reading an audience CSV as a stream', () => {
  test('the separator comes from the title line', () => {
    assert.equal(delimiterOf('external_id;language;prénom'), ';');
    assert.equal(delimiterOf('external_id,language'), ',');
    assert.equal(delimiterOf('external_id\tlanguage'), '\t');
  });

  test('records come with their line, across chunk borders, quotes and a BOM', async () => {
    const { records, progress } = await read([
      '\ufeffexternal_id;lang',
      'uage;note\n0612345678;fr;"a;b\nc"\n\n',
      '0698765432;;x\n',
    ]);
    assert.deepEqual(records, [
      { cells: ['external_id', 'language', 'note'], line: 1 },
      { cells: ['0612345678', 'fr', 'a;b\nc'], line: 2 },
      { cells: ['0698765432', '', 'x'], line: 5 },
    ]);
    assert.equal(
      progress.bytes,
      Buffer.byteLength('\ufeffexternal_id;language;note\n0612345678;fr;"a;b\nc"\n\n0698765432;;x\n'),
    );
  });

  test('bytes that are not UTF-8 make the file unreadable', async () => {
    await assert.rejects(
      read(['external_id,language\n', Buffer.from([0x30, 0x36, 0xe9, 0x2c, 0x66, 0x72, 0x0a])]),
      (err) => err instanceof CsvUnreadable && /UTF-8/.test(err.message),
    );
  });

  test('an unclosed quote and an overlong line are refused with their line', async () => {
    await assert.rejects(
      read(['external_id,language\n0612345678,"fr\n']),
      (err) => err instanceof CsvUnreadable,
    );
    const long = 'x'.repeat(AUDIENCE_CSV_MAX_RECORD + 10);
    await assert.rejects(
      read(['external_id,language\n0612345678,fr\n', `0611111111,${long}\n`]),
      (err) => err instanceof CsvUnreadable && err.line === 3 && /longer/.test(err.message),
    );
  });
});
