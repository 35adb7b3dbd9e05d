import type { ClockTime, WeekDays, Weekday } from '@omnicanal/core';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useId } from 'react';
import {
  addSlot,
  hourOptions,
  MINUTE_OPTIONS,
  removeSlot,
  type SlotEnd,
  setClosed,
  setTime,
  slotErrors,
  type WeekErrors,
} from './model/week-editor.ts';

export interface DayRowProps {
  day: Weekday;
  days: WeekDays;
  errors: WeekErrors;
  disabled?: boolean;
  onChange: (days: WeekDays) => void;
}

/** One time of a slot: an hour and a minute picker (spec 001 §5: both filled or both empty). */
function TimePicker({
  label,
  end,
  value,
  invalid,
  describedBy,
  disabled,
  onChange,
}: {
  label: string;
  end: SlotEnd;
  value: ClockTime;
  invalid: boolean;
  describedBy?: string;
  disabled?: boolean;
  onChange: (part: keyof ClockTime, value: string) => void;
}): ReactElement {
  const t = useT();
  return (
    <fieldset className="time-picker">
      <legend className="visually-hidden">{label}</legend>
      <select
        aria-label={t('settings-calendars:week.hour', { what: label })}
        value={value.hour}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(event) => onChange('hour', event.currentTarget.value)}
      >
        <option value="">--</option>
        {hourOptions(end).map((hour) => (
          <option key={hour} value={hour}>
            {hour}
          </option>
        ))}
      </select>
      <span aria-hidden="true">:</span>
      <select
        aria-label={t('settings-calendars:week.minute', { what: label })}
        value={value.minute}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(event) => onChange('minute', event.currentTarget.value)}
      >
        <option value="">--</option>
        {MINUTE_OPTIONS.map((minute) => (
          <option key={minute} value={minute}>
            {minute}
          </option>
        ))}
      </select>
    </fieldset>
  );
}

/**
 * A weekday of the day-row editor (spec 001 §2 "UI widgets"): closed, or its slots, each from a
 * start to an end picked on the quarter hour, added and removed; each slot's problems under it.
 */
export function DayRow({ day, days, errors, disabled, onChange }: DayRowProps): ReactElement {
  const t = useT();
  const id = useId();
  const { closed, slots } = days[day];
  const dayName = t(`settings-calendars:days.${day}`);
  return (
    <fieldset className="day-row">
      {/* A legend does not take part in the row's grid: it is for assistive technologies only. */}
      <legend className="visually-hidden">{dayName}</legend>
      <span className="day-name" aria-hidden="true">
        {dayName}
      </span>
      <label className="day-open">
        <input
          type="checkbox"
          checked={!closed}
          disabled={disabled}
          onChange={(event) => onChange(setClosed(days, day, !event.currentTarget.checked))}
        />
        {t(closed ? 'settings-calendars:week.closed' : 'settings-calendars:week.open')}
      </label>
      {closed ? null : (
        <ol className="day-slots">
          {slots.map((slot, index) => {
            const problems = slotErrors(errors, day, index);
            const errorId = `${id}-slot-${index}-errors`;
            const slotName = t('settings-calendars:week.slot', { day: dayName, n: index + 1 });
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: slots have no identity but their place.
              <li key={index}>
                <div className="slot">
                  <TimePicker
                    label={t('settings-calendars:week.start', { slot: slotName })}
                    end="start_dt"
                    value={slot.start_dt}
                    invalid={problems.length > 0}
                    describedBy={problems.length > 0 ? errorId : undefined}
                    disabled={disabled}
                    onChange={(part, value) => onChange(setTime(days, day, index, 'start_dt', part, value))}
                  />
                  <span aria-hidden="true">–</span>
                  <TimePicker
                    label={t('settings-calendars:week.end', { slot: slotName })}
                    end="end_dt"
                    value={slot.end_dt}
                    invalid={problems.length > 0}
                    describedBy={problems.length > 0 ? errorId : undefined}
                    disabled={disabled}
                    onChange={(part, value) => onChange(setTime(days, day, index, 'end_dt', part, value))}
                  />
                  <button
                    type="button"
                    className="link"
                    aria-label={t('settings-calendars:week.remove_named', { slot: slotName })}
                    disabled={disabled}
                    onClick={() => onChange(removeSlot(days, day, index))}
                  >
                    {t('settings-calendars:week.remove')}
                  </button>
                </div>
                {problems.length > 0 ? (
                  <ul id={errorId} className="slot-errors">
                    {problems.map((key) => (
                      <li key={key}>{t(`settings-calendars:errors.${key}`)}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
          <li>
            <button
              type="button"
              aria-label={t('settings-calendars:week.add_named', { day: dayName })}
              disabled={disabled}
              onClick={() => onChange(addSlot(days, day))}
            >
              {t('settings-calendars:week.add')}
            </button>
          </li>
        </ol>
      )}
    </fieldset>
  );
}
