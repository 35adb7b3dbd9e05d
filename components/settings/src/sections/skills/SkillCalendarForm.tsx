import type { SkillSettings } from '@omnicanal/api';
import { $user, api } from '@omnicanal/stores';
import type { ReactElement } from 'react';
import { EditForm } from '../../shared/EditForm.tsx';
import {
  calendarDescriptor,
  onCalendarFields,
  toCalendar,
  validateOpeningRanges,
} from './model/calendar-form.ts';

const VALIDATORS = { opening_ranges: validateOpeningRanges };

/**
 * `<id>/calendar`: the skill's opening hours (`POST /skills/{id}/calendar-update`). A skill never
 * given hours starts in the administrator's own time zone.
 */
export function SkillCalendarForm({
  skill,
  onSaved,
}: {
  skill: SkillSettings;
  onSaved: () => void;
}): ReactElement {
  return (
    <EditForm
      descriptor={calendarDescriptor(skill.calendar, $user.get()?.timezone ?? 'UTC')}
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
  );
}
