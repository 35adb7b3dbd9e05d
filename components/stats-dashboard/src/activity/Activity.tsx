import { useT } from '@omnicanal/ui';
import { type KeyboardEvent, type ReactElement, useId, useRef, useState } from 'react';
import { ACTIVITY_TABS, type ActivityTab } from '../model/views.ts';
import { Agents } from './Agents.tsx';
import { Discussions } from './Discussions.tsx';
import { Global } from './Global.tsx';

/**
 * The global activity screen's three tabs (spec 002 §2: global activity, agent activity,
 * discussions). Arrows, Home and End move between tabs, as a tab list does.
 */
export function Activity(): ReactElement {
  const t = useT();
  const id = useId();
  const [tab, setTab] = useState<ActivityTab>('global');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = ACTIVITY_TABS.indexOf(tab);
    const last = ACTIVITY_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % ACTIVITY_TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % ACTIVITY_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setTab(ACTIVITY_TABS[next] as ActivityTab);
    refs.current[next]?.focus();
  };
  return (
    <>
      <div className="tabs" role="tablist" aria-label={t('stats-dashboard:tabs.label')} onKeyDown={onKey}>
        {ACTIVITY_TABS.map((name, index) => (
          <button
            key={name}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {t(`stats-dashboard:tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} className="tab-panel">
        {tab === 'global' ? <Global /> : tab === 'agents' ? <Agents /> : <Discussions />}
      </div>
    </>
  );
}
