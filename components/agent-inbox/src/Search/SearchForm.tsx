import { SESSION_SEARCH_STATES, type SessionSearchState, type Skill } from '@omnicanal/api';
import { useT } from '@omnicanal/ui';
import { type FormEvent, useState } from 'react';
import { DateRangeFields } from '../Stats/DateRangeFields.tsx';
import { emptyFilters, type SearchFilters } from './model/search.ts';

/** The search box and its filters: state, skill, creation range; Enter or the button searches. */
export function SearchForm({
  skills,
  onSearch,
}: {
  skills: Skill[];
  onSearch: (filters: SearchFilters) => void;
}) {
  const t = useT();
  const [filters, setFilters] = useState<SearchFilters>(emptyFilters);
  const set = (patch: Partial<SearchFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(filters);
  };
  return (
    <form className="search-form" aria-label={t('inbox-stats:search.form')} onSubmit={submit}>
      <label className="search-query">
        {t('inbox-stats:search.query')}
        <input
          type="search"
          value={filters.query}
          maxLength={200}
          placeholder={t('inbox-stats:search.placeholder')}
          onChange={(e) => set({ query: e.currentTarget.value })}
        />
      </label>
      <label>
        {t('inbox-stats:search.state')}
        <select
          value={filters.state}
          onChange={(e) => set({ state: e.currentTarget.value as SessionSearchState | '' })}
        >
          <option value="">{t('inbox-stats:search.anyState')}</option>
          {SESSION_SEARCH_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`inbox-stats:search.states.${state}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('inbox-stats:search.skill')}
        <select value={filters.skill} onChange={(e) => set({ skill: e.currentTarget.value })}>
          <option value="">{t('inbox-stats:search.allSkills')}</option>
          {skills.map((skill) => (
            <option key={skill.id} value={String(skill.id)}>
              {skill.name}
            </option>
          ))}
        </select>
      </label>
      <DateRangeFields
        from={filters.from}
        to={filters.to}
        fromLabel={t('inbox-stats:search.from')}
        toLabel={t('inbox-stats:search.to')}
        onChange={set}
      />
      <button type="submit">{t('inbox-stats:search.submit')}</button>
    </form>
  );
}
