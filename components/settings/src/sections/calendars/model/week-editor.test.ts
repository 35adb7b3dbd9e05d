import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closedWeek, slot } from '@omnicanal/core';
import { calendarRoute } from './route.ts';
import {
  addDayOff,
  addSlot,
  hourOptions,
  isWeekValid,
  MINUTE_OPTIONS,
  removeSlot,
  setClosed,
  setTime,
  slotErrors,
  weekErrors,
} from './week-editor.ts';

describe('the day-row editor', () => {
  test('opening a closed day gives it one slot to fill; closing keeps the slots for later', () => {
    const opened = setClosed(closedWeek(), 'monday', false);
    assert.deepEqual(opened.monday, { closed: false, slots: [slot('', '')] });
    assert.deepEqual(setClosed(opened, 'monday', true).monday.closed, true);
    assert.deepEqual(setClosed(opened, 'monday', true).monday.slots.length, 1);
  });

  test('Monday 09:00–12:00 and 14:00–18:00, built one picker at a time', () => {
    let days = setClosed(closedWeek(), 'monday', false);
    const times: [number, 'start_dt' | 'end_dt', string, string][] = [
      [0, 'start_dt', '09', '00'],
      [0, 'end_dt', '12', '00'],
      [1, 'start_dt', '14', '00'],
      [1, 'end_dt', '18', '00'],
    ];
    days = addSlot(days, 'monday');
    for (const [index, end, hour, minute] of times) {
      days = setTime(days, 'monday', index, end, 'hour', hour);
      days = setTime(days, 'monday', index, end, 'minute', minute);
    }
    assert.deepEqual(days.monday.slots, [slot('09:00', '12:00'), slot('14:00', '18:00')]);
    assert.equal(isWeekValid(weekErrors(days)), true);
    // The original week is untouched: each change answers a new one.
    assert.equal(closedWeek().monday.slots.length, 0);
  });

  test('an overlap is shown on both slots; an hour without its minute on its slot', () => {
    let days = setClosed(closedWeek(), 'monday', false);
    days = { ...days, monday: { closed: false, slots: [slot('09:00', '12:00'), slot('11:00', '18:00')] } };
    let errors = weekErrors(days);
    assert.deepEqual(slotErrors(errors, 'monday', 0), ['slots_overlap']);
    assert.deepEqual(slotErrors(errors, 'monday', 1), ['slots_overlap']);
    days = setTime(days, 'monday', 1, 'start_dt', 'hour', '14');
    days = setTime(days, 'monday', 1, 'end_dt', 'minute', '');
    errors = weekErrors(days);
    assert.deepEqual(slotErrors(errors, 'monday', 1), ['time_incomplete']);
    assert.equal(isWeekValid(errors), false);
  });

  test('removing the last slot closes the day', () => {
    const days = { ...closedWeek(), friday: { closed: false, slots: [slot('09:00', '12:00')] } };
    assert.deepEqual(removeSlot(days, 'friday', 0).friday, { closed: true, slots: [] });
    const two = addSlot(days, 'friday');
    assert.deepEqual(removeSlot(two, 'friday', 0).friday, { closed: false, slots: [slot('', '')] });
  });

  test('the pickers offer quarter hours, and 24 only as an end', () => {
    assert.deepEqual(MINUTE_OPTIONS, ['00', '15', '30', '45']);
    assert.equal(hourOptions('start_dt').at(-1), '23');
    assert.equal(hourOptions('end_dt').at(-1), '24');
  });

  test('days off: in the future, once, kept in date order', () => {
    const today = '2026-11-26';
    assert.deepEqual(addDayOff(['2026-12-31'], '2026-12-25', today), { list: ['2026-12-25', '2026-12-31'] });
    assert.deepEqual(addDayOff(['2026-12-25'], '2026-12-25', today), { error: 'off_day_already_listed' });
    assert.deepEqual(addDayOff([], '2026-11-26', today), { error: 'off_day_in_past' });
    assert.deepEqual(addDayOff([], '', today), { error: 'invalid_date' });
  });
});

describe('calendar routes', () => {
  test('list, add, an id, its customisation; anything else names nothing', () => {
    assert.deepEqual(calendarRoute(undefined), { screen: 'list' });
    assert.deepEqual(calendarRoute('add'), { screen: 'add' });
    assert.deepEqual(calendarRoute('12'), { screen: 'edit', id: 12 });
    assert.deepEqual(calendarRoute('customization/12'), { screen: 'customize', id: 12 });
    for (const item of ['0', 'customization/x', 'customization/', '12/trees', 'abc'])
      assert.deepEqual(calendarRoute(item), { screen: 'missing' }, item);
  });
});
