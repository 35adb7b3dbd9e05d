import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { strFromU8, unzipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/node';
import { columnName, sheetNames, xlsxFile, xlsxWorkbook } from './xlsx.ts';

describe('xlsx files', () => {
  const file = xlsxFile(
    'Agents: novembre',
    ['agent', 'taken', 'note'],
    [
      ['Marie Curie', 12, '=HYPERLINK("http://evil.example")'],
      ['Paul <b>', 0, null],
    ],
  );
  const parts = unzipSync(file);

  test('a zip holding the parts a spreadsheet needs, the sheet named without forbidden characters', () => {
    assert.deepEqual(Object.keys(parts).sort(), [
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    assert.match(strFromU8(parts['xl/workbook.xml'] as Uint8Array), /<sheet name="Agents {2}novembre"/);
  });

  test('numbers are numbers, text is inert text, markup escaped', () => {
    const sheet = strFromU8(parts['xl/worksheets/sheet1.xml'] as Uint8Array);
    assert.match(sheet, /<c r="B2" s="0"><v>12<\/v><\/c>/);
    assert.match(
      sheet,
      /<c r="C2" t="inlineStr" s="0"><is><t xml:space="preserve">=HYPERLINK\(&quot;http:\/\/evil.example&quot;\)<\/t>/,
    );
    assert.doesNotMatch(sheet, /<f>/);
    assert.match(sheet, /Paul &lt;b&gt;/);
    assert.match(sheet, /<c r="A1" t="inlineStr" s="1">/);
  });

  test('columns past Z are lettered as spreadsheets do', () => {
    assert.deepEqual([0, 25, 26, 51, 52, 701, 702].map(columnName), [
      'A',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  test('another reader opens it and finds the same cells, the formula-looking text as text', async () => {
    const [sheet] = await readXlsxFile(Buffer.from(file));
    assert.deepEqual(sheet?.data, [
      ['agent', 'taken', 'note'],
      ['Marie Curie', 12, '=HYPERLINK("http://evil.example")'],
      ['Paul <b>', 0, null],
    ]);
  });

  test('a workbook of several sheets, their names made unique, each read back', async () => {
    const book = xlsxWorkbook([
      { name: 'Contact', header: ['email'], rows: [['a@b.test']] },
      { name: 'contact', rows: [[1, 2]] },
    ]);
    const sheets = await readXlsxFile(Buffer.from(book));
    assert.deepEqual(
      sheets.map((s) => [s.sheet, s.data]),
      [
        ['Contact', [['email'], ['a@b.test']]],
        ['contact (2)', [[1, 2]]],
      ],
    );
    assert.deepEqual(sheetNames(['a'.repeat(40), 'x/y', '']), ['a'.repeat(31), 'x y', 'Sheet']);
  });
});
