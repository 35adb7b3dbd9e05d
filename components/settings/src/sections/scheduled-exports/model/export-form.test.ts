import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiRequestError } from '@omnicanal/api';
import { onExportFields, recurrenceOf, toExportInput } from './export-form.ts';
import { exportRoute } from './paths.ts';
import { inZone, previewFilename, previewRuns, runSeconds, todayIn } from './preview.ts';

const values = {
  label: ' Nuit ',
  is_active: true,
  kind: 'agents',
  filename: 'export-{{datetime}}.xlsx',
  freq: 'weekly',
  interval: '2',
  days: ['FR', 'MO'],
  time: '02:30',
  start: '2026-11-02',
  account_id: '4',
  sftp_path: 'out',
  user_id: '9',
};

test('the form’s values become the rule and the input the service takes', () => {
  assert.deepEqual(toExportInput(values, null), {
    label: 'Nuit',
    is_active: true,
    kind: 'agents',
    filename: 'export-{{datetime}}.xlsx',
    recurrence_rule: 'DTSTART:20261102T000000\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR;BYHOUR=2;BYMINUTE=30',
    account_id: 4,
    sftp_path: 'out',
    user_id: 9,
    ticket_type: null,
  });
});

test('a monthly rule drops the days; an incomplete one is no rule', () => {
  assert.deepEqual(recurrenceOf({ ...values, freq: 'monthly' })?.days, []);
  assert.equal(recurrenceOf({ ...values, time: '2:30' }), null);
  assert.equal(recurrenceOf({ ...values, interval: '0' }), null);
});

test('the preview plans the next five runs and names the next file on the company’s clock', () => {
  const runs = previewRuns(recurrenceOf(values), 'Europe/Paris', new Date('2026-11-03T00:00:00Z'));
  assert.deepEqual(
    runs.map((d) => d.toISOString()),
    // Every other week from the week of 2 November: its Friday, then the Monday and Friday of the 16th…
    [
      '2026-11-06T01:30:00.000Z',
      '2026-11-16T01:30:00.000Z',
      '2026-11-20T01:30:00.000Z',
      '2026-11-30T01:30:00.000Z',
      '2026-12-04T01:30:00.000Z',
    ],
  );
  assert.equal(previewFilename(values.filename, runs[0], 'Europe/Paris'), 'export-2026-11-06_02-30.xlsx');
  assert.equal(previewFilename('export.csv', runs[0], 'Europe/Paris'), null);
  assert.match(inZone(runs[0] as Date, 'Europe/Paris', 'fr'), /6 novembre 2026.*02:30/);
  assert.equal(todayIn('Pacific/Auckland', new Date('2026-11-27T12:00:00Z')), '2026-11-28');
  assert.equal(runSeconds('2026-11-27T02:00:00Z', '2026-11-27T02:00:04.400Z'), 4);
});

test('the service’s field codes are worded on their fields', () => {
  const error = new ApiRequestError({
    status: 400,
    code: 'invalid_payload',
    fields: { recurrence_rule: ['invalid_rule'], account_id: ['not_sftp_account'], label: ['required'] },
    general: [],
  });
  const worded = onExportFields(error, (key) => `<${key}>`) as ApiRequestError;
  assert.deepEqual(worded.error.fields, {
    freq: ['<settings-exports:errors.invalid_rule>'],
    account_id: ['<settings-exports:errors.not_sftp_account>'],
    label: ['required'],
  });
});

test('the section’s items: the list, a new export, one export and its run history', () => {
  assert.deepEqual(exportRoute(undefined), { screen: 'list' });
  assert.deepEqual(exportRoute('add'), { screen: 'add' });
  assert.deepEqual(exportRoute('3'), { screen: 'edit', id: 3 });
  assert.deepEqual(exportRoute('3/runs'), { screen: 'runs', id: 3 });
  assert.deepEqual(exportRoute('0'), { screen: 'list' });
  assert.deepEqual(exportRoute('3/other'), { screen: 'list' });
});
