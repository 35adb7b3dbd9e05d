import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { ScheduledExportInput } from './reports.ts';

const good = {
  label: 'Nightly conversations',
  kind: 'discussions',
  filename: 'export-{{date}}.csv',
  recurrence_rule: 'DTSTART:20261101T000000\nRRULE:FREQ=DAILY;INTERVAL=1;BYHOUR=2;BYMINUTE=0',
  account_id: 3,
  user_id: 7,
};

const problems = (input: unknown) => {
  const result = v.safeParse(ScheduledExportInput, input);
  return result.success ? {} : v.flatten(result.issues).nested;
};

test('a scheduled export input takes the defaults the form leaves out', () => {
  assert.deepEqual(v.parse(ScheduledExportInput, good), {
    ...good,
    is_active: true,
    sftp_path: '',
    ticket_type: null,
  });
});

test('its file name, rule, kind and path are refused with their field error keys', () => {
  assert.deepEqual(problems({ ...good, filename: 'export.csv' }), {
    filename: ['filename_variable_missing'],
  });
  assert.deepEqual(problems({ ...good, filename: 'export-{{date}}.pdf' }), {
    filename: ['filename_extension_invalid'],
  });
  assert.deepEqual(problems({ ...good, recurrence_rule: 'FREQ=HOURLY' }), {
    recurrence_rule: ['invalid_rule'],
  });
  assert.deepEqual(problems({ ...good, kind: 'everything' }), { kind: ['invalid_choice'] });
  assert.deepEqual(problems({ ...good, sftp_path: 'out/../../etc' }), { sftp_path: ['path_invalid'] });
});
