import { useStore } from '@nanostores/react';
import { ApiRequestError, type CalendarRule, type OffGroup, type Week } from '@omnicanal/api';
import { localTime, WEEKDAYS, type WeekDays } from '@omnicanal/core';
import { leaveFlash, useDirty, useResource } from '@omnicanal/element';
import { errorMessage } from '@omnicanal/i18n';
import { $locale, api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import { ResourceState } from '../../shared/ResourceState.tsx';
import { DayRow } from './DayRow.tsx';
import { DaysOff } from './DaysOff.tsx';
import { customizedInput } from './model/calendar-form.ts';
import { isWeekValid, type WeekErrors, weekErrors } from './model/week-editor.ts';
import { TreesDialog } from './TreesDialog.tsx';

interface Loaded {
  rule: CalendarRule;
  groups: OffGroup[];
}

/** `customization/{id}`: a calendar's hours (`GET /rules/{id}`, its week), days off and groups. */
export function CalendarCustomization({ id }: { id: number }): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const loaded = useResource<Loaded>(async (signal) => {
    const [rule, groups] = await Promise.all([
      api('chronos').get<CalendarRule>(`/rules/${id}`, { signal }),
      api('chronos').get<OffGroup[]>('/off_groups', { signal }),
    ]);
    return { rule, groups };
  }, String(id));
  const back = (
    <button type="button" onClick={() => navigate('calendars')}>
      {t('settings:back')}
    </button>
  );
  return (
    <Section
      title="settings-calendars:customize_title"
      intro="settings-calendars:customize_intro"
      actions={back}
    >
      <ResourceState resource={loaded}>
        {(data) => (
          <WeekEditor
            rule={data.rule}
            groups={data.groups}
            onSaved={() => {
              leaveFlash({ key: 'settings-calendars:saved', values: { name: data.rule.label } });
              navigate('calendars');
            }}
          />
        )}
      </ResourceState>
    </Section>
  );
}

/** The field lists of a refusal, or null when it is not one (the failure is then shown whole). */
const refusedFields = (error: unknown) =>
  error instanceof ApiRequestError && Object.keys(error.error.fields).length > 0 ? error.error.fields : null;

function WeekEditor({
  rule,
  groups,
  onSaved,
}: {
  rule: CalendarRule;
  groups: OffGroup[];
  onSaved: () => void;
}): ReactElement {
  const t = useT();
  const locale = useStore($locale);
  const dirty = useDirty();
  const [days, setDays] = useState<WeekDays>(rule.days);
  const [always, setAlways] = useState(rule.open_24_7);
  const [daysOff, setDaysOff] = useState<string[]>(rule.days_off);
  const [chosen, setChosen] = useState<number[]>(rule.off_groups);
  // Problems are shown once a save was tried, then follow every change.
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<WeekErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [trees, setTrees] = useState(false);
  const errors = tried && !always ? { ...serverErrors, ...weekErrors(days) } : serverErrors;
  const today = localTime(new Date(), rule.timezone).date;
  const changed = () => {
    setServerErrors({});
    dirty.mark();
  };

  const save = async () => {
    setTried(true);
    setFailure(null);
    if (!always && !isWeekValid(weekErrors(days))) return;
    setSaving(true);
    try {
      let week = rule.week;
      if (!always) {
        week ??= (await api('chronos').get<Week>('/weeks/week', { query: { add_new: 'true' } })).id;
        await api('chronos').post(`/weeks/week/${week}`, { days });
      }
      await api('chronos').post(
        `/rules/${rule.id}`,
        customizedInput(rule, { open_24_7: always, week, days_off: daysOff, off_groups: chosen }),
      );
      dirty.clean();
      onSaved();
    } catch (error) {
      const fields = refusedFields(error);
      if (fields) setServerErrors(fields);
      else setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="calendar-editor"
      aria-label={t('settings-calendars:customize_named', { name: rule.label })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p className="calendar-facts">
        <strong>{rule.label}</strong> · {rule.timezone}{' '}
        <button type="button" className="link" onClick={() => setTrees(true)}>
          {t('settings-calendars:trees.open')}
        </button>
      </p>
      <label className="always">
        <input
          type="checkbox"
          checked={always}
          onChange={(event) => {
            setAlways(event.currentTarget.checked);
            changed();
          }}
        />
        {t('settings-calendars:form.open_24_7')}
      </label>
      <fieldset className="week" disabled={always}>
        <legend>{t('settings-calendars:week.title')}</legend>
        {always ? <p className="intro">{t('settings-calendars:week.always')}</p> : null}
        {WEEKDAYS.map((day) => (
          <DayRow
            key={day}
            day={day}
            days={days}
            errors={errors}
            disabled={always}
            onChange={(next) => {
              setDays(next);
              changed();
            }}
          />
        ))}
      </fieldset>
      <DaysOff
        days={daysOff}
        groups={groups}
        chosenGroups={chosen}
        today={today}
        errors={serverErrors}
        locale={locale}
        onDays={(next) => {
          setDaysOff(next);
          changed();
        }}
        onGroups={(next) => {
          setChosen(next);
          changed();
        }}
      />
      {failure ? (
        <p role="alert" className="list-error">
          {errorMessage(failure)}
        </p>
      ) : tried && !isWeekValid(errors) ? (
        <p role="alert" className="list-error">
          {t('settings-calendars:refused')}
        </p>
      ) : null}
      <div className="section-actions">
        <button type="submit" className="primary" disabled={saving}>
          {t('settings:save')}
        </button>
      </div>
      {trees ? <TreesDialog rule={rule} onClose={() => setTrees(false)} /> : null}
    </form>
  );
}
