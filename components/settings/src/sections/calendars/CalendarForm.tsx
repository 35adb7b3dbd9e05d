import type { CalendarRule } from '@omnicanal/api';
import { leaveFlash, useResource } from '@omnicanal/element';
import { $user, api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import { EditForm } from '../../shared/EditForm.tsx';
import { ResourceState } from '../../shared/ResourceState.tsx';
import { calendarDescriptor, toCalendarInput } from './model/calendar-form.ts';

/**
 * A new calendar (`id` unset) or a calendar's label, time zone and 24/7 flag. A new one goes on to
 * its customisation, where its hours are set; a saved one goes back to the list.
 */
export function CalendarForm({ id }: { id?: number }): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const loaded = useResource<{ rule: CalendarRule | null }>(
    async (signal) => ({
      rule: id === undefined ? null : await api('chronos').get<CalendarRule>(`/rules/${id}`, { signal }),
    }),
    String(id ?? 'add'),
  );
  const title = id === undefined ? 'settings-calendars:add_title' : 'settings-calendars:edit_title';
  const back = (
    <button type="button" onClick={() => navigate('calendars')}>
      {t('settings:back')}
    </button>
  );
  return (
    <Section title={title} actions={back}>
      <ResourceState resource={loaded}>
        {({ rule }) => (
          <EditForm
            descriptor={calendarDescriptor(rule, $user.get()?.timezone || 'Europe/Paris')}
            label={title}
            save={async (values) => {
              const input = toCalendarInput(values, rule);
              if (rule) {
                await api('chronos').post(`/rules/${rule.id}`, input);
                return () => {
                  leaveFlash({ key: 'settings:saved' });
                  navigate('calendars');
                };
              }
              const created = await api('chronos').post<CalendarRule>('/rules', input);
              return () => navigate('calendars', `customization/${created.id}`);
            }}
          />
        )}
      </ResourceState>
    </Section>
  );
}
