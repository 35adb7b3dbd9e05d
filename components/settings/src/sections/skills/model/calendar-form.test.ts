import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ApiRequestError, SkillCalendar } from '@omnicanal/api';
import type { FormDescriptor } from '@omnicanal/ui';
import * as v from 'valibot';
import {
  calendarDescriptor,
  onCalendarFields,
  parseRange,
  toCalendar,
  validateOpeningRanges,
} from './calendar-form.ts';

// The kit's own `formFields` comes with its stylesheets, which Node cannot load.
const formFields = (form: FormDescriptor) => form.fieldsets.flatMap((fieldset) => fieldset.fields);

describe('opening hours form', () => {
  const ranges: Array<[string, { start: string; end: string } | null]> = [
    ['09:00-12:00', { start: '09:00', end: '12:00' }],
    [' 14:00 – 18:30 ', { start: '14:00', end: '18:30' }],
    ['12:00-09:00', null],
    ['09:00-09:00', null],
    ['9:00-12:00', null],
    ['24:00-25:00', null],
    ['midi', null],
  ];
  for (const [typed, expected] of ranges)
    test(`"${typed}" reads as ${JSON.stringify(expected)}`, () =>
      assert.deepEqual(parseRange(typed), expected));

  test('the validator refuses a day holding one bad range', () => {
    assert.deepEqual(validateOpeningRanges(['09:00-12:00']), { valid: true });
    assert.equal(validateOpeningRanges(['09:00-12:00', '18:00-08:00']).valid, false);
  });

  test('a saved week fills one list per day and comes back sorted, passing the shared schema', () => {
    const saved = {
      timezone: 'Europe/Paris',
      opening_hours: [
        { day: 0, start: '14:00', end: '18:00' },
        { day: 0, start: '09:00', end: '12:00' },
        { day: 5, start: '10:00', end: '16:00' },
      ],
    };
    const values = Object.fromEntries(
      formFields(calendarDescriptor(saved, 'UTC')).map((field) => [field.name, field.value ?? '']),
    );
    assert.deepEqual(values['day.0'], ['14:00-18:00', '09:00-12:00']);
    assert.deepEqual(values['day.1'], []);
    const body = toCalendar(values);
    assert.deepEqual(body.opening_hours, [
      { day: 0, start: '09:00', end: '12:00' },
      { day: 0, start: '14:00', end: '18:00' },
      { day: 5, start: '10:00', end: '16:00' },
    ]);
    assert.ok(v.safeParse(SkillCalendar, body).success);
  });

  test('a skill without hours starts in the zone given, which is among the choices', () => {
    const [zone] = formFields(calendarDescriptor(null, 'America/Montreal'));
    assert.equal(zone?.value, 'America/Montreal');
    assert.ok(zone?.options?.some((option) => 'value' in option && option.value === 'America/Montreal'));
  });

  test("a refusal's range errors move onto the day they belong to", () => {
    const sent = {
      timezone: 'Mars/Base',
      opening_hours: [
        { day: 0, start: '09:00', end: '12:00' },
        { day: 3, start: '10:00', end: '11:00' },
      ],
    };
    const refused = new ApiRequestError({
      status: 400,
      code: 'invalid_payload',
      fields: { timezone: ['invalid'], 'opening_hours.1.start': ['invalid'] },
      general: [],
    });
    const moved = onCalendarFields(refused, sent);
    assert.ok(moved instanceof ApiRequestError);
    assert.deepEqual(moved.error.fields, { timezone: ['invalid'], 'day.3': ['invalid'] });
    const other = new Error('x');
    assert.equal(onCalendarFields(other, sent), other);
  });
});

describe('the calendar a skill follows', () => {
  const calendars = [
    { id: 3, label: 'Horaires du support' },
    { id: 4, label: "Horaires d'été" },
  ];

  test('offered when the calendars could be read, with the chosen one selected', () => {
    const form = calendarDescriptor(
      { timezone: 'Europe/Paris', opening_hours: [], rule: 4 },
      'UTC',
      calendars,
    );
    const field = form.fieldsets[0]?.fields[0];
    assert.equal(field?.name, 'rule');
    assert.equal(field?.value, '4');
    assert.deepEqual(
      field?.options?.map((o) => ('value' in o ? o.value : '')),
      ['3', '4'],
    );
    assert.equal(
      calendarDescriptor(null, 'UTC').fieldsets[0]?.fields.some((f) => f.name === 'rule'),
      false,
    );
  });

  test('sent as an id, null for none, and left out without the field', () => {
    assert.deepEqual(toCalendar({ timezone: 'UTC', rule: '3' }), {
      timezone: 'UTC',
      opening_hours: [],
      rule: 3,
    });
    assert.deepEqual(toCalendar({ timezone: 'UTC', rule: '' }), {
      timezone: 'UTC',
      opening_hours: [],
      rule: null,
    });
    assert.deepEqual(toCalendar({ timezone: 'UTC' }), { timezone: 'UTC', opening_hours: [] });
  });
});
