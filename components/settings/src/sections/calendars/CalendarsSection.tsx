import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import type { SectionProps } from '../props.ts';
import { CalendarCustomization } from './CalendarCustomization.tsx';
import { CalendarForm } from './CalendarForm.tsx';
import { CalendarList } from './CalendarList.tsx';
import { calendarRoute } from './model/route.ts';

/**
 * `section="calendars"` (spec 001 §2: list, add, `{id}`, `customization/{id}`): the opening hours
 * that chronos nodes and entry points route on. Administrators only.
 */
export function CalendarsSection({ item }: SectionProps): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const route = calendarRoute(item);
  switch (route.screen) {
    case 'list':
      return <CalendarList />;
    case 'add':
      return <CalendarForm key="add" />;
    case 'edit':
      return <CalendarForm key={route.id} id={route.id} />;
    case 'customize':
      return <CalendarCustomization key={route.id} id={route.id} />;
    case 'missing':
      return (
        <Section title="settings-calendars:title">
          <p role="alert" className="settings-notice">
            {t('settings-calendars:missing')}
          </p>
          <button type="button" onClick={() => navigate('calendars')}>
            {t('settings:back')}
          </button>
        </Section>
      );
  }
}
