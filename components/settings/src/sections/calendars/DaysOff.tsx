import type { OffGroup } from '@omnicanal/api';
import { formatDate } from '@omnicanal/core';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useId, useState } from 'react';
import { addDayOff } from './model/week-editor.ts';

export interface DaysOffProps {
  days: readonly string[];
  groups: readonly OffGroup[];
  chosenGroups: readonly number[];
  /** The calendar's today, YYYY-MM-DD: a day off must come after it. */
  today: string;
  /** Problems the server found, by the day's place in the list (`days_off.2`). */
  errors: Record<string, string[]>;
  locale: string;
  onDays: (days: string[]) => void;
  onGroups: (groups: number[]) => void;
}

/** The calendar's own days off (a date picker, Add, the list) and the off-day groups it includes. */
export function DaysOff({
  days,
  groups,
  chosenGroups,
  today,
  errors,
  locale,
  onDays,
  onGroups,
}: DaysOffProps): ReactElement {
  const t = useT();
  const id = useId();
  const [picked, setPicked] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const result = addDayOff(days, picked, today);
    if ('error' in result) setProblem(result.error);
    else {
      setProblem(null);
      setPicked('');
      onDays(result.list);
    }
  };
  return (
    <div className="days-off">
      <fieldset>
        <legend>{t('settings-calendars:days_off.title')}</legend>
        <div className="day-off-add">
          <label htmlFor={`${id}-date`}>{t('settings-calendars:days_off.date')}</label>
          <input
            id={`${id}-date`}
            type="date"
            value={picked}
            min={today}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => {
              setPicked(event.currentTarget.value);
              setProblem(null);
            }}
          />
          <button type="button" onClick={add}>
            {t('settings-calendars:days_off.add')}
          </button>
        </div>
        {problem ? (
          <p id={`${id}-problem`} className="field-error" role="alert">
            {t(`settings-calendars:errors.${problem}`)}
          </p>
        ) : null}
        {days.length === 0 ? (
          <p className="intro">{t('settings-calendars:days_off.none')}</p>
        ) : (
          <ul className="day-off-list" aria-label={t('settings-calendars:days_off.title')}>
            {days.map((day, index) => {
              const text = formatDate(new Date(`${day}T12:00:00Z`), locale === 'en' ? 'en' : 'fr');
              return (
                <li key={day}>
                  <span>{text}</span>
                  <button
                    type="button"
                    className="link"
                    aria-label={t('settings-calendars:days_off.remove_named', { day: text })}
                    onClick={() => onDays(days.filter((d) => d !== day))}
                  >
                    {t('settings-calendars:week.remove')}
                  </button>
                  {(errors[`days_off.${index}`] ?? []).map((key) => (
                    <span key={key} className="field-error">
                      {t(`settings-calendars:errors.${key}`)}
                    </span>
                  ))}
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
      <fieldset>
        <legend>{t('settings-calendars:groups.title')}</legend>
        {groups.length === 0 ? (
          <p className="intro">{t('settings-calendars:groups.none')}</p>
        ) : (
          groups.map((group) => (
            <label key={group.id} className="group-choice">
              <input
                type="checkbox"
                checked={chosenGroups.includes(group.id)}
                onChange={(event) =>
                  onGroups(
                    event.currentTarget.checked
                      ? [...chosenGroups, group.id]
                      : chosenGroups.filter((g) => g !== group.id),
                  )
                }
              />
              {t('settings-calendars:groups.item', { label: group.label, count: group.days.length })}
            </label>
          ))
        )}
      </fieldset>
    </div>
  );
}
