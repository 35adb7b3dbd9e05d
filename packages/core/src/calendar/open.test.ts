import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closedWeek, type OpeningCalendar, slot, type Weekday, workingWeek } from './model.ts';
import { isCalendarOpen, isTimeZone, localTime } from './open.ts';

const at = (iso: string) => new Date(iso);

function calendar(timezone: string, changes: Partial<OpeningCalendar> = {}): OpeningCalendar {
  return { timezone, open_24_7: false, days: closedWeek(), days_off: [], off_groups: [], ...changes };
}

/** A calendar open only on `weekday`, on one slot. */
function onlyOn(timezone: string, weekday: Weekday, start: string, end: string): OpeningCalendar {
  const days = closedWeek();
  days[weekday] = { closed: false, slots: [slot(start, end)] };
  return calendar(timezone, { days });
}

describe('isCalendarOpen, Europe/Paris', () => {
  const office = calendar('Europe/Paris', { days: workingWeek(slot('09:00', '18:00')) });

  test('a weekday slot is open from its start, up to but not at its end, in Paris time', () => {
    // Thursday 26 November 2026, winter time (UTC+1).
    assert.equal(isCalendarOpen(office, at('2026-11-26T07:59:00Z')), false);
    assert.equal(isCalendarOpen(office, at('2026-11-26T08:00:00Z')), true);
    assert.equal(isCalendarOpen(office, at('2026-11-26T16:59:00Z')), true);
    assert.equal(isCalendarOpen(office, at('2026-11-26T17:00:00Z')), false);
  });

  test('a closed day is closed all day', () => {
    assert.equal(isCalendarOpen(office, at('2026-11-28T10:00:00Z')), false);
  });

  test('clocks forward (29 March 2026): a slot across the skipped hour opens either side of it', () => {
    const night = onlyOn('Europe/Paris', 'sunday', '01:00', '03:30');
    assert.equal(isCalendarOpen(night, at('2026-03-29T00:30:00Z')), true); // 01:30 CET
    assert.equal(isCalendarOpen(night, at('2026-03-29T01:00:00Z')), true); // 03:00 CEST
    assert.equal(isCalendarOpen(night, at('2026-03-29T01:30:00Z')), false); // 03:30 CEST
    // A slot inside the skipped hour never happens.
    const skipped = onlyOn('Europe/Paris', 'sunday', '02:00', '03:00');
    for (const iso of ['2026-03-29T00:59:00Z', '2026-03-29T01:00:00Z', '2026-03-29T01:15:00Z'])
      assert.equal(isCalendarOpen(skipped, at(iso)), false, iso);
  });

  test('the day after clocks forward, 09:00 is 07:00 UTC', () => {
    assert.equal(isCalendarOpen(office, at('2026-03-30T06:59:00Z')), false);
    assert.equal(isCalendarOpen(office, at('2026-03-30T07:00:00Z')), true);
  });

  test('clocks back (25 October 2026): a slot in the repeated hour is open both times', () => {
    const repeated = onlyOn('Europe/Paris', 'sunday', '02:00', '02:30');
    assert.equal(isCalendarOpen(repeated, at('2026-10-25T00:15:00Z')), true); // 02:15 CEST
    assert.equal(isCalendarOpen(repeated, at('2026-10-25T00:45:00Z')), false); // 02:45 CEST
    assert.equal(isCalendarOpen(repeated, at('2026-10-25T01:15:00Z')), true); // 02:15 CET
    assert.equal(isCalendarOpen(repeated, at('2026-10-25T01:45:00Z')), false); // 02:45 CET
    const day = onlyOn('Europe/Paris', 'sunday', '09:00', '18:00');
    assert.equal(isCalendarOpen(day, at('2026-10-25T07:30:00Z')), false); // 08:30 CET
    assert.equal(isCalendarOpen(day, at('2026-10-25T08:00:00Z')), true); // 09:00 CET
  });

  test('a day off closes its Paris day, whatever the UTC date', () => {
    const off = { ...office, days_off: ['2026-03-30'] };
    assert.equal(isCalendarOpen(off, at('2026-03-30T08:00:00Z')), false);
    assert.equal(isCalendarOpen(off, at('2026-03-31T08:00:00Z')), true);
    const holidays = { ...office, off_groups: [{ days: ['2026-12-25'] }] };
    assert.equal(isCalendarOpen(holidays, at('2026-12-25T10:00:00Z')), false);
    assert.equal(isCalendarOpen(holidays, at('2026-12-24T10:00:00Z')), true);
  });
});

describe('isCalendarOpen, America/New_York', () => {
  const office = calendar('America/New_York', { days: workingWeek(slot('09:00', '17:00')) });

  test('clocks forward (8 March 2026): a slot across the skipped hour', () => {
    const night = onlyOn('America/New_York', 'sunday', '01:30', '03:30');
    assert.equal(isCalendarOpen(night, at('2026-03-08T06:45:00Z')), true); // 01:45 EST
    assert.equal(isCalendarOpen(night, at('2026-03-08T07:00:00Z')), true); // 03:00 EDT
    assert.equal(isCalendarOpen(night, at('2026-03-08T07:30:00Z')), false); // 03:30 EDT
    // Monday after: 09:00 EDT is 13:00 UTC.
    assert.equal(isCalendarOpen(office, at('2026-03-09T12:59:00Z')), false);
    assert.equal(isCalendarOpen(office, at('2026-03-09T13:00:00Z')), true);
  });

  test('clocks back (1 November 2026): a slot across the repeated hour is open both times', () => {
    const night = onlyOn('America/New_York', 'sunday', '01:00', '02:00');
    assert.equal(isCalendarOpen(night, at('2026-11-01T05:30:00Z')), true); // 01:30 EDT
    assert.equal(isCalendarOpen(night, at('2026-11-01T06:30:00Z')), true); // 01:30 EST
    assert.equal(isCalendarOpen(night, at('2026-11-01T07:00:00Z')), false); // 02:00 EST
    // Monday after: 09:00 EST is 14:00 UTC.
    assert.equal(isCalendarOpen(office, at('2026-11-02T13:59:00Z')), false);
    assert.equal(isCalendarOpen(office, at('2026-11-02T14:00:00Z')), true);
  });

  test('24/7 is open at any hour, but a day off still closes its New York day', () => {
    const always = calendar('America/New_York', { open_24_7: true, days_off: ['2026-11-02'] });
    assert.equal(isCalendarOpen(always, at('2026-11-01T06:30:00Z')), true);
    assert.equal(isCalendarOpen(always, at('2026-11-07T23:00:00Z')), true); // Saturday
    // 3 November 03:00 UTC is still 2 November, 22:00 EST: the day off.
    assert.equal(isCalendarOpen(always, at('2026-11-03T03:00:00Z')), false);
    assert.equal(isCalendarOpen(always, at('2026-11-03T05:00:00Z')), true); // 00:00 on the 3rd
  });

  test('a closed weekday is closed', () => {
    assert.equal(isCalendarOpen(office, at('2026-11-08T16:00:00Z')), false); // Sunday noon
  });
});

describe('localTime and zones', () => {
  test('midnight reads 00:00, not 24:00', () => {
    assert.deepEqual(localTime(at('2026-11-26T23:00:00Z'), 'Europe/Paris'), {
      date: '2026-11-27',
      weekday: 'friday',
      minutes: 0,
    });
  });

  test('unknown zones are recognised', () => {
    assert.equal(isTimeZone('Europe/Paris'), true);
    assert.equal(isTimeZone('Mars/Olympus'), false);
  });
});
