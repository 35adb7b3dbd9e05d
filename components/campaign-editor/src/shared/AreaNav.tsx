import { useT } from '@omnicanal/ui';
import type { MouseEvent, ReactElement } from 'react';
import { useGo } from '../navigation.ts';

/** The three areas of `/campaigns/*` (spec 002 §2), in the order a campaign is prepared backwards. */
const AREAS = [
  { section: 'list', path: '/campaigns/list', label: 'campaigns:areas.list' },
  { section: 'templates', path: '/campaigns/templates', label: 'campaigns:areas.templates' },
  { section: 'contacts', path: '/campaigns/contacts', label: 'campaigns:areas.contacts' },
] as const;

/**
 * Links between the campaigns, the templates and the audiences above each list. They are real
 * links (a new tab works); a plain click asks the console with `oc-navigate`, like every move.
 */
export function AreaNav({ current }: { current: 'list' | 'templates' | 'contacts' }): ReactElement {
  const t = useT();
  const go = useGo();
  const follow = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(path);
  };
  return (
    <nav className="areas" aria-label={t('campaigns:areas.label')}>
      {AREAS.map((area) => (
        <a
          key={area.section}
          href={area.path}
          aria-current={area.section === current ? 'page' : undefined}
          onClick={(event) => follow(event, area.path)}
        >
          {t(area.label)}
        </a>
      ))}
    </nav>
  );
}
