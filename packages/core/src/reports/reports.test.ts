import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exportFilenameProblem, exportFormatOf, renderExportFilename } from './filename.ts';
import { periodRange } from './period.ts';
import { parseRecurrence, recurrenceProblem, recurrenceRule } from './rule.ts';
import { exportPeriod, nextRun, nextRuns, previousRun } from './schedule.ts';

const PARIS = 'Europe/Paris';
const iso = (dates: (Date | null)[]) => dates.map((d) => d?.toISOString() ?? null);

describe('scheduled export file names (spec 002 §5)', () => {
  it('needs the date or datetime variable and a csv or xlsx extension', () => {
    assert.equal(exportFilenameProblem('export-{{date}}.csv'), null);
    assert.equal(exportFilenameProblem('export-{{datetime}}.XLSX'), null);
    assert.equal(exportFilenameProblem('export.csv'), 'filename_variable_missing');
    assert.equal(exportFilenameProblem('export-{{date}}.txt'), 'filename_extension_invalid');
    assert.equal(exportFilenameProblem('export-{{date}}'), 'filename_extension_invalid');
    assert.equal(exportFilenameProblem('  '), 'required');
  });

  it('is one file of the folder: no separators, no unknown variable', () => {
    assert.equal(exportFilenameProblem('../export-{{date}}.csv'), 'filename_invalid');
    assert.equal(exportFilenameProblem('a\\export-{{date}}.csv'), 'filename_invalid');
    assert.equal(exportFilenameProblem('export-{{day}}-{{date}}.csv'), 'filename_invalid');
    assert.equal(exportFilenameProblem(`${'x'.repeat(120)}-{{date}}.csv`), 'too_long');
  });

  it('names the format by the extension', () => {
    assert.equal(exportFormatOf('a-{{date}}.Csv'), 'csv');
    assert.equal(exportFormatOf('a-{{date}}.xlsx'), 'xlsx');
    assert.equal(exportFormatOf('a-{{date}}.xls'), null);
  });

  it('renders the variables on the company’s wall clock', () => {
    const at = new Date('2026-11-27T01:30:00Z');
    assert.equal(renderExportFilename('export-{{date}}.csv', at, PARIS), 'export-2026-11-27.csv');
    assert.equal(
      renderExportFilename('export-{{ datetime }}.xlsx', at, PARIS),
      'export-2026-11-27_02-30.xlsx',
    );
    assert.equal(
      renderExportFilename('export-{{date}}.csv', at, 'America/New_York'),
      'export-2026-11-26.csv',
    );
  });
});

describe('scheduled export rules', () => {
  const weekly = {
    freq: 'weekly',
    interval: 1,
    days: ['FR', 'MO'],
    hour: 2,
    minute: 30,
    start: '2026-11-01',
  } as const;

  it('writes and reads back the rule the form edits', () => {
    const rule = recurrenceRule({ ...weekly, days: [...weekly.days] });
    assert.equal(
      rule,
      'DTSTART:20261101T000000\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,FR;BYHOUR=2;BYMINUTE=30',
    );
    assert.deepEqual(parseRecurrence(rule), { ...weekly, days: ['MO', 'FR'] });
  });

  it('refuses what the form does not offer', () => {
    const refused = [
      'RRULE:FREQ=DAILY;BYHOUR=2;BYMINUTE=0',
      'DTSTART:20261101T000000\nRRULE:FREQ=YEARLY;BYHOUR=2;BYMINUTE=0',
      'DTSTART:20261101T000000\nRRULE:FREQ=DAILY;BYHOUR=2,3;BYMINUTE=0',
      'DTSTART:20261101T000000\nRRULE:FREQ=DAILY;BYHOUR=24;BYMINUTE=0',
      'DTSTART:20261101T000000\nRRULE:FREQ=DAILY;INTERVAL=0;BYHOUR=2;BYMINUTE=0',
      'DTSTART:20261101T000000\nRRULE:FREQ=MONTHLY;BYDAY=MO;BYHOUR=2;BYMINUTE=0',
      'DTSTART:20261101T000000\nRRULE:FREQ=DAILY;BYDAY=XX;BYHOUR=2;BYMINUTE=0',
      'DTSTART:20260231T000000\nRRULE:FREQ=DAILY;BYHOUR=2;BYMINUTE=0',
      'DTSTART:20261101T000000\nRRULE:FREQ=DAILY;BYHOUR=2;BYMINUTE=0;COUNT=3',
      'not a rule',
    ];
    for (const rule of refused) assert.equal(recurrenceProblem(rule), 'invalid_rule', rule);
    assert.equal(recurrenceProblem('DTSTART:20261101T000000\nRRULE:FREQ=DAILY;BYHOUR=2;BYMINUTE=0'), null);
  });

  it('plans the next runs on the zone’s wall clock, across the change of time', () => {
    const daily = 'DTSTART:20260301T000000\nRRULE:FREQ=DAILY;INTERVAL=1;BYHOUR=2;BYMINUTE=30';
    // 29 March 2026: Paris skips 02:00–03:00; the run is taken an hour later, as an alarm clock does.
    assert.deepEqual(iso(nextRuns(daily, PARIS, new Date('2026-03-27T12:00:00Z'), 3)), [
      '2026-03-28T01:30:00.000Z',
      '2026-03-29T01:30:00.000Z',
      '2026-03-30T00:30:00.000Z',
    ]);
  });

  it('keeps the interval from the first day and skips missing month days', () => {
    const fortnight = 'DTSTART:20261102T000000\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;BYHOUR=6;BYMINUTE=0';
    assert.deepEqual(iso(nextRuns(fortnight, 'UTC', new Date('2026-11-03T00:00:00Z'), 2)), [
      '2026-11-16T06:00:00.000Z',
      '2026-11-30T06:00:00.000Z',
    ]);
    const monthly = 'DTSTART:20260131T000000\nRRULE:FREQ=MONTHLY;INTERVAL=1;BYHOUR=0;BYMINUTE=0';
    assert.deepEqual(iso(nextRuns(monthly, 'UTC', new Date('2026-01-31T00:00:00Z'), 2)), [
      '2026-03-31T00:00:00.000Z',
      '2026-05-31T00:00:00.000Z',
    ]);
  });

  it('runs strictly after and before the instant given', () => {
    const daily = 'DTSTART:20261101T000000\nRRULE:FREQ=DAILY;BYHOUR=2;BYMINUTE=0';
    const at = new Date('2026-11-27T02:00:00Z');
    assert.equal(nextRun(daily, 'UTC', at)?.toISOString(), '2026-11-28T02:00:00.000Z');
    assert.equal(previousRun(daily, 'UTC', at)?.toISOString(), '2026-11-26T02:00:00.000Z');
    assert.equal(previousRun(daily, 'UTC', new Date('2026-11-01T01:00:00Z')), null);
  });
});

describe('the period a run covers', () => {
  const daily = 'DTSTART:20261101T000000\nRRULE:FREQ=DAILY;BYHOUR=2;BYMINUTE=0';

  it('starts at the previous run of the rule', () => {
    const at = new Date('2026-11-27T01:00:00Z');
    assert.deepEqual(iso(Object.values(exportPeriod(daily, PARIS, at))), [
      '2026-11-26T01:00:00.000Z',
      '2026-11-27T01:00:00.000Z',
    ]);
    // Run by hand at 15:00: since the night's run.
    const now = new Date('2026-11-27T14:00:00Z');
    assert.equal(exportPeriod(daily, PARIS, now).from.toISOString(), '2026-11-27T01:00:00.000Z');
  });

  it('covers the day before when the rule has no earlier run', () => {
    const at = new Date('2026-11-01T10:00:00Z');
    const weekly = 'DTSTART:20261101T000000\nRRULE:FREQ=WEEKLY;BYDAY=SU;BYHOUR=12;BYMINUTE=0';
    assert.deepEqual(iso(Object.values(exportPeriod(weekly, PARIS, at))), [
      '2026-10-31T10:00:00.000Z',
      '2026-11-01T10:00:00.000Z',
    ]);
  });
});

describe('a run’s period as a statistics range', () => {
  it('counts up to two days by the hour, longer by the company’s days', () => {
    const night = periodRange(new Date('2026-11-26T01:00:00Z'), new Date('2026-11-27T01:00:00Z'), PARIS);
    assert.equal(night.bucket, 'hour');
    assert.equal(night.starts.length, 24);
    const week = periodRange(new Date('2026-11-20T01:00:00Z'), new Date('2026-11-27T01:00:00Z'), PARIS);
    assert.equal(week.bucket, 'day');
    assert.deepEqual(iso(week.starts.slice(0, 2)), ['2026-11-20T01:00:00.000Z', '2026-11-20T23:00:00.000Z']);
    assert.equal(week.starts.length, 8);
  });
});
