import type { SkillSettings } from '@omnicanal/api';
import { useResource } from '@omnicanal/element';
import { $user, api } from '@omnicanal/stores';
import type { ReactElement } from 'react';
import { EditForm } from '../../shared/EditForm.tsx';
import { ResourceState } from '../../shared/ResourceState.tsx';
import {
  type CalendarChoice,
  calendarDescriptor,
  onCalendarFields,
  toCalendar,
  validateOpeningRanges,
} from './model/calendar-form.ts';

const VALIDATORS = { opening_ranges: validateOpeningRanges };

/**
 * `<id>/calendar`: the calendar the skill follows and its opening hours
 * (`POST /skills/{id}/calendar-update`). A skill never given hours starts in the administrator's own
 * time zone. When the calendars cannot be read the form goes on without their field.
 */
export function SkillCalendarForm({
  skill,
  onSaved,
}: {
  skill: SkillSettings;
  onSaved: () => void;
}): ReactElement {
  const calendars = useResource<{ list: CalendarChoice[] | null }>(
    async (signal) => ({
      list: await api('chronos')
        .get<CalendarChoice[]>('/rules', { signal })
        .catch(() => null),
    }),
    String(skill.id),
  );
  return (
    <ResourceState resource={calendars}>
      {({ list }) => (
        <EditForm
          descriptor={calendarDescriptor(skill.calendar, $user.get()?.timezone ?? 'UTC', list)}
          label="settings-skills:tabs.calendar"
          validators={VALIDATORS}
          save={async (values) => {
            const body = toCalendar(values);
            try {
              await api('core').post(`/skills/${skill.id}/calendar-update`, body);
            } catch (error) {
              throw onCalendarFields(error, body);
            }
            onSaved();
          }}
        />
      )}
    </ResourceState>
  );
}
