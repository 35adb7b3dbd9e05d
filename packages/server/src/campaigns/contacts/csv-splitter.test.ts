import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CsvSplitter, CsvSyntaxError } from './csv-splitter.ts';

/** Every record of `text` fed in chunks of `size` characters. */
function split(text: string, size: number, delimiter = ';') {
  const splitter = new CsvSplitter(delimiter, 100);
  const records = [];
  for (let at = 0; at < text.length; at += size) records.push(...splitter.push(text.slice(at, at + size)));
  records.push(...splitter.end());
  return records.map((r) => [r.line, ...r.cells]);
}

describe('splitting CSV text as it arrives', () => {
  const file =
    '\ufeffexternal_id;language;note\r\n' +
    '0612345678;fr;"a;b\r\nc"\r\n' +
    '\r\n' +
    '0698765432;;=HYPERLINK("http://x","y")\n' +
    '"06 11 11 11 11";"fr";"il a dit ""oui"""\n' +
    '0622222222;en;"";\n' +
    'last;line';
  const expected = [
    [1, 'external_id', 'language', 'note'],
    [2, '0612345678', 'fr', 'a;b\r\nc'],
    [4, ''],
    [5, '0698765432', '', '=HYPERLINK("http://x","y")'],
    [6, '06 11 11 11 11', 'fr', 'il a dit "oui"'],
    [7, '0622222222', 'en', '', ''],
    [8, 'last', 'line'],
  ];

  test('the same records and lines whatever the chunks: quotes, separators and line breaks inside them, CRLF, a BOM', () => {
    for (const size of [1, 2, 3, 7, 1000]) assert.deepEqual(split(file, size), expected, `chunks of ${size}`);
  });

  test('an unclosed quote, text after a closing quote and an overlong record are refused with their line', () => {
    const refusal = (text: string, size: number) => {
      try {
        split(text, size);
      } catch (err) {
        return err instanceof CsvSyntaxError ? [err.code, err.line] : err;
      }
      return null;
    };
    for (const size of [1, 5, 1000]) {
      assert.deepEqual(refusal('a;b\nc;"open\nstill\n', size), ['quote_not_closed', 2]);
      assert.deepEqual(refusal('a;b\n"x"y;z\n', size), ['text_after_quote', 2]);
      assert.deepEqual(refusal(`a;b\nc;d\n${'x'.repeat(150)}\n`, size), ['record_too_long', 3]);
    }
  });
});
