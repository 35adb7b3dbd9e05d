import { useStore } from '@nanostores/react';
import { AgentSummary, Skill } from '@omnicanal/api';
import { api } from '@omnicanal/stores';
import { DateRangePicker, useT } from '@omnicanal/ui';
import type { ReactElement, ReactNode } from 'react';
import * as v from 'valibot';
import { $agent, $range, $skill, initialRange } from '../model/filters.ts';
import { useLoad } from './useLoad.ts';

/**
 * The filter bar of a dashboard screen: the range, one skill and one agent (the agents of the
 * chosen skill), and the screen's own buttons (exports) at its end.
 */
export function Filters({
  range: withRange = true,
  agents = true,
  directory = true,
  children,
}: {
  /** Monitoring reads now: no range. */
  range?: boolean;
  /** The skill filter (a key account cannot read the company's skills: none). */
  directory?: boolean;
  agents?: boolean;
  children?: ReactNode;
}): ReactElement {
  const t = useT();
  const range = useStore($range);
  const skill = useStore($skill);
  const agent = useStore($agent);
  const skills = useLoad(`skills:${directory}`, () =>
    directory ? api('core').get('/skills/', { answer: v.array(Skill) }) : Promise.resolve([]),
  );
  const people = useLoad(`agents:${skill ?? ''}`, () =>
    agents
      ? api('core').get('/agents/', {
          answer: v.array(AgentSummary),
          query: skill ? { skill: String(skill) } : {},
        })
      : Promise.resolve([]),
  );
  return (
    <fieldset className="stats-filters">
      <legend className="visually-hidden">{t('stats-dashboard:filters.label')}</legend>
      {withRange ? (
        <DateRangePicker value={range} initial={initialRange()} onChange={(next) => $range.set(next)} />
      ) : null}
      {directory ? (
        <label>
          {t('stats-dashboard:filters.skill')}
          <select
            value={skill ?? ''}
            onChange={(e) => {
              $skill.set(e.currentTarget.value ? Number(e.currentTarget.value) : null);
              $agent.set(null);
            }}
          >
            <option value="">{t('stats-dashboard:filters.all_skills')}</option>
            {(skills.data ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {agents ? (
        <label>
          {t('stats-dashboard:filters.agent')}
          <select value={agent ?? ''} onChange={(e) => $agent.set(e.currentTarget.value || null)}>
            <option value="">{t('stats-dashboard:filters.all_agents')}</option>
            {(people.data ?? []).map((item) => (
              <option key={item.uuid} value={item.uuid}>
                {[item.first_name, item.last_name].filter(Boolean).join(' ') || item.uuid}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {children ? <div className="stats-filters-actions">{children}</div> : null}
    </fieldset>
  );
}
