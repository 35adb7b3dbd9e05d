import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closedWeek, slot } from '@omnicanal/core';
import * as v from 'valibot';
import { CalendarInput, WeekInput } from './calendar.ts';

const paths = (result: v.SafeParseResult<v.GenericSchema>) =>
  result.success ? {} : Object.fromEntries(result.issues.map((i) => [v.getDotPath(i), i.message]));

test('a week is refused at the weekday and slot of each problem, with core rule keys', () => {
  const days = closedWeek();
  days.monday = { closed: false, slots: [slot('09:00', '12:00'), slot('11:00', '18:00')] };
  days.tuesday = { closed: false, slots: [slot('18:00', '09:00')] };
  days.friday = {
    closed: false,
    slots: [{ start_dt: { hour: '09', minute: '' }, end_dt: slot('', '10:00').end_dt }],
  };
  assert.deepEqual(paths(v.safeParse(WeekInput, { days })), {
    'days.monday.slots.0.start_dt': 'slots_overlap',
    'days.monday.slots.1.start_dt': 'slots_overlap',
    'days.tuesday.slots.0.end_dt': 'end_before_start',
    'days.friday.slots.0.start_dt': 'time_incomplete',
  });
  days.monday.slots = [slot('09:00', '12:00'), slot('14:00', '18:00')];
  days.tuesday.closed = true;
  days.friday.slots = [];
  assert.equal(v.safeParse(WeekInput, { days }).success, true);
});

test('a calendar needs a label and a known time zone; days off are dates', () => {
  assert.deepEqual(
    paths(v.safeParse(CalendarInput, { label: ' ', timezone: 'Mars/Olympus', days_off: ['2026-02-30'] })),
    {
      label: 'required',
      timezone: 'invalid_timezone',
      'days_off.0': 'invalid_date',
    },
  );
  const parsed = v.parse(CalendarInput, { label: 'Support', timezone: 'Europe/Paris' });
  assert.deepEqual(parsed, {
    label: 'Support',
    timezone: 'Europe/Paris',
    open_24_7: false,
    week: null,
    days_off: [],
    off_groups: [],
  });
});
