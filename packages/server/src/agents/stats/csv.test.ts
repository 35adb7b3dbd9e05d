import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { csvCell, detailsCsv, exportFileName } from './csv.ts';

describe('csv', () => {
  const cells: [string | number | null, string][] = [
    ['plain', 'plain'],
    [42, '42'],
    [null, ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['-1+1', "'-1+1"],
    ['@cmd', "'@cmd"],
  ];
  for (const [value, expected] of cells)
    test(`cell ${JSON.stringify(value)}`, () => assert.equal(csvCell(value), expected));

  test('details: header then one line per room', () => {
    const csv = detailsCsv([
      {
        room: 'r1',
        label: 'ID12',
        state: 'closed',
        skill: 'Support',
        agent: null,
        created: '2026-01-01T10:00:00.000Z',
      },
    ]);
    assert.equal(
      csv,
      'room,label,state,skill,agent,created\r\nr1,ID12,closed,Support,,2026-01-01T10:00:00.000Z\r\n',
    );
  });

  test('file names start with export- and end with .csv', () => {
    assert.equal(exportFileName('stats', '2026-01-01', '2026-01-01'), 'export-stats-2026-01-01.csv');
    assert.equal(
      exportFileName('supervisor-stats', '2026-01-01', '2026-01-07'),
      'export-supervisor-stats-2026-01-01-2026-01-07.csv',
    );
  });
});
