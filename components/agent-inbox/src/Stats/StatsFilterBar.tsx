import { STATS_INTERVALS, type StatsInterval } from '@omnicanal/api';
import { useT } from '@omnicanal/ui';
import { agentLabel } from '../model/directory.ts';
import { DateRangeFields } from './DateRangeFields.tsx';
import type { StatsFilters } from './model/query.ts';
import type { StatsDirectory } from './useStatsDirectory.ts';

interface Props {
  filters: StatsFilters;
  onChange: (filters: StatsFilters) => void;
  /** Supervisors filter by skill, by agent, or skill then agent (spec 000 §6). */
  directory: StatsDirectory | null;
}

/** The period select, its two days when custom, and the supervisor's skill and agent selects. */
export function StatsFilterBar({ filters, onChange, directory }: Props) {
  const t = useT();
  const set = (patch: Partial<StatsFilters>) => onChange({ ...filters, ...patch });
  return (
    <fieldset className="stats-filters">
      <legend>{t('inbox-stats:stats.filters')}</legend>
      <label>
        {t('inbox-stats:stats.interval')}
        <select
          value={filters.interval}
          onChange={(e) => set({ interval: e.currentTarget.value as StatsInterval })}
        >
          {STATS_INTERVALS.map((interval) => (
            <option key={interval} value={interval}>
              {t(`inbox-stats:stats.intervals.${interval}`)}
            </option>
          ))}
        </select>
      </label>
      {filters.interval === 'custom' ? (
        <DateRangeFields
          from={filters.from}
          to={filters.to}
          fromLabel={t('inbox-stats:stats.from')}
          toLabel={t('inbox-stats:stats.to')}
          onChange={set}
        />
      ) : null}
      {directory ? (
        <>
          <label>
            {t('inbox-stats:stats.skill')}
            <select
              value={filters.skill}
              // The agent list follows the skill: a chosen agent may not hold the new one.
              onChange={(e) => set({ skill: e.currentTarget.value, agent: '' })}
            >
              <option value="">{t('inbox-stats:stats.allSkills')}</option>
              {directory.skills.map((skill) => (
                <option key={skill.id} value={String(skill.id)}>
                  {skill.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('inbox-stats:stats.agent')}
            <select value={filters.agent} onChange={(e) => set({ agent: e.currentTarget.value })}>
              <option value="">{t('inbox-stats:stats.allAgents')}</option>
              {directory.agents.map((agent) => (
                <option key={agent.uuid} value={agent.uuid}>
                  {agentLabel(agent) || agent.uuid}
                </option>
              ))}
            </select>
          </label>
        </>
      ) : null}
    </fieldset>
  );
}
