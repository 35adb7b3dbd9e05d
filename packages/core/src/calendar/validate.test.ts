import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closedWeek, slot, workingWeek } from './model.ts';
import {
  cleanWeek,
  dayProblems,
  offDayProblem,
  offDaysProblems,
  timeProblem,
  weekProblems,
} from './validate.ts';

const open = (...slots: ReturnType<typeof slot>[]) => ({ closed: false, slots });

describe('calendar rules (spec 001 §5)', () => {
  test('the end must be after the start', () => {
    assert.deepEqual(dayProblems(open(slot('18:00', '09:00'))), { 'slots.0.end_dt': ['end_before_start'] });
    assert.deepEqual(dayProblems(open(slot('09:00', '09:00'))), { 'slots.0.end_dt': ['end_before_start'] });
    assert.deepEqual(dayProblems(open(slot('09:00', '09:15'))), {});
  });

  test('slots in a day must not overlap; touching slots are fine', () => {
    assert.deepEqual(dayProblems(open(slot('09:00', '12:00'), slot('11:00', '14:00'))), {
      'slots.0.start_dt': ['slots_overlap'],
      'slots.1.start_dt': ['slots_overlap'],
    });
    assert.deepEqual(dayProblems(open(slot('09:00', '12:00'), slot('12:00', '14:00'))), {});
    assert.deepEqual(dayProblems(open(slot('08:00', '20:00'), slot('10:00', '11:00'))), {
      'slots.0.start_dt': ['slots_overlap'],
      'slots.1.start_dt': ['slots_overlap'],
    });
  });

  test('times follow the 15-minute step', () => {
    assert.equal(timeProblem({ hour: '09', minute: '10' }, false), 'time_step');
    assert.equal(timeProblem({ hour: '09', minute: '45' }, false), null);
  });

  test('hour and minute are both filled or both empty', () => {
    assert.equal(timeProblem({ hour: '09', minute: '' }, false), 'time_incomplete');
    assert.equal(timeProblem({ hour: '', minute: '30' }, true), 'time_incomplete');
    const half = { start_dt: { hour: '09', minute: '00' }, end_dt: { hour: '', minute: '' } };
    assert.deepEqual(dayProblems(open(half)), { 'slots.0.end_dt': ['time_required'] });
  });

  test('each weekday needs a valid time format; 24:00 only ends a day', () => {
    assert.equal(timeProblem({ hour: '25', minute: '00' }, false), 'invalid_time_format');
    assert.equal(timeProblem({ hour: '9', minute: '00' }, false), 'invalid_time_format');
    assert.equal(timeProblem({ hour: '10', minute: '60' }, false), 'invalid_time_format');
    assert.equal(timeProblem({ hour: '24', minute: '00' }, false), 'invalid_time_format');
    assert.equal(timeProblem({ hour: '24', minute: '00' }, true), null);
    assert.equal(timeProblem({ hour: '24', minute: '15' }, true), 'invalid_time_format');
  });

  test('empty slot rows and closed days are ignored, then dropped when saved', () => {
    const empty = slot('', '');
    assert.deepEqual(dayProblems(open(empty, slot('09:00', '12:00'))), {});
    assert.deepEqual(dayProblems({ closed: true, slots: [slot('18:00', '09:00')] }), {});
    const week = closedWeek();
    week.monday = open(empty, slot('09:00', '12:00'));
    week.tuesday = { closed: true, slots: [slot('09:00', '12:00')] };
    const cleaned = cleanWeek(week);
    assert.deepEqual(cleaned.monday, open(slot('09:00', '12:00')));
    assert.deepEqual(cleaned.tuesday, { closed: true, slots: [] });
  });

  test('a week names the weekday and slot of each problem', () => {
    const week = workingWeek(slot('09:00', '18:00'));
    week.wednesday = open(slot('09:00', '12:00'), slot('11:45', '13:00'));
    week.friday = open(slot('09:05', '18:00'));
    assert.deepEqual(weekProblems(week), {
      'days.wednesday.slots.0.start_dt': ['slots_overlap'],
      'days.wednesday.slots.1.start_dt': ['slots_overlap'],
      'days.friday.slots.0.start_dt': ['time_step'],
    });
    assert.deepEqual(weekProblems(workingWeek(slot('09:00', '12:00'), slot('14:00', '18:00'))), {});
  });

  test('an off day must be a date in the future, not listed twice', () => {
    assert.equal(offDayProblem('2026-12-25', [], '2026-11-26'), null);
    assert.equal(offDayProblem('2026-11-26', [], '2026-11-26'), 'off_day_in_past');
    assert.equal(offDayProblem('2026-01-01', [], '2026-11-26'), 'off_day_in_past');
    assert.equal(offDayProblem('2026-12-25', ['2026-12-25'], '2026-11-26'), 'off_day_already_listed');
    assert.equal(offDayProblem('2026-02-30', [], '2026-01-01'), 'invalid_date');
    assert.equal(offDayProblem('25/12/2026', [], '2026-01-01'), 'invalid_date');
  });

  test('saved off days keep the past ones already stored, refuse new past ones and repeats', () => {
    const today = '2026-11-26';
    assert.deepEqual(offDaysProblems(['2026-05-01', '2026-12-25'], ['2026-05-01'], today), {});
    assert.deepEqual(offDaysProblems(['2026-05-01', '2026-12-25', '2026-12-25'], [], today), {
      'days_off.0': ['off_day_in_past'],
      'days_off.2': ['off_day_already_listed'],
    });
  });
});
