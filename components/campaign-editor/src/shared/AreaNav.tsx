import { AreaNav as KitAreaNav, useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { useGo } from '../navigation.ts';

/** The three areas of `/campaigns/*` (spec 002 §2), in the order a campaign is prepared backwards. */
const AREAS = [
  { section: 'list', path: '/campaigns/list', label: 'campaigns:areas.list' },
  { section: 'templates', path: '/campaigns/templates', label: 'campaigns:areas.templates' },
  { section: 'contacts', path: '/campaigns/contacts', label: 'campaigns:areas.contacts' },
] as const;

/** Links between the campaigns, the templates and the audiences above each list. */
export function AreaNav({ current }: { current: 'list' | 'templates' | 'contacts' }): ReactElement {
  const t = useT();
  const go = useGo();
  return (
    <KitAreaNav
      label={t('campaigns:areas.label')}
      links={AREAS.map((area) => ({ path: area.path, label: t(area.label) }))}
      current={AREAS.find((area) => area.section === current)?.path ?? ''}
      onNavigate={go}
    />
  );
}
