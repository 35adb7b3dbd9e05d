import assert from 'node:assert/strict';
import { test } from 'node:test';
import { unzip } from './testing.ts';
import { sheetNames, writeXlsx } from './xlsx.ts';

test('an .xlsx is a zip of the workbook, its relations and one sheet per list, text kept inert', () => {
  const file = writeXlsx([
    {
      name: 'Contact',
      rows: [
        ['Date', 'Nom', 'Âge'],
        ['2026-11-27', '=HYPERLINK("x") <b>&', 42],
      ],
    },
  ]);
  assert.equal(file.subarray(0, 4).toString('hex'), '504b0304');
  const files = unzip(file);
  assert.deepEqual([...files.keys()].sort(), [
    '[Content_Types].xml',
    '_rels/.rels',
    'xl/_rels/workbook.xml.rels',
    'xl/workbook.xml',
    'xl/worksheets/sheet1.xml',
  ]);
  const sheet = files.get('xl/worksheets/sheet1.xml') ?? '';
  assert.match(
    sheet,
    /<c r="B2" t="inlineStr"><is><t xml:space="preserve">=HYPERLINK\(&quot;x&quot;\) &lt;b&gt;&amp;<\/t>/,
  );
  assert.match(sheet, /<c r="C2"><v>42<\/v><\/c>/);
  assert.match(files.get('xl/workbook.xml') ?? '', /<sheet name="Contact" sheetId="1"/);
});

test('sheet names are cut to 31 characters, cleaned and made unique', () => {
  assert.deepEqual(sheetNames(['Contact', 'contact', 'a/b:c', 'x'.repeat(40)]), [
    'Contact',
    'contact (2)',
    'a b c',
    'x'.repeat(31),
  ]);
});
