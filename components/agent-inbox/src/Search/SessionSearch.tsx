import { type SessionSearchResult, Skill } from '@omnicanal/api';
import { api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { openRoom } from '../model/actions.ts';
import { showView } from '../model/view.ts';
import { SearchForm } from './SearchForm.tsx';
import { SearchResultItem } from './SearchResultItem.tsx';
import { useSessionSearch } from './useSessionSearch.ts';

/**
 * The "Recherche" view (spec 000 §3 "Session search result", §7 POST /sessions/search): a search
 * box with state, skill and date filters, the total found, results page by page; choosing one
 * opens its room in the conversations view.
 */
export function SessionSearch() {
  const t = useT();
  const { results, loading, error, search, more } = useSessionSearch();
  const [skills, setSkills] = useState<Skill[]>([]);

  useEffect(() => {
    let live = true;
    api('core')
      .get<unknown>('/skills/')
      .then(
        (answer) => {
          const parsed = v.safeParse(v.array(Skill), answer);
          if (live && parsed.success) setSkills(parsed.output);
        },
        // The skill filter is optional: without the list the search still works.
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, []);

  const open = (session: SessionSearchResult) => {
    openRoom(session.id);
    showView('rooms');
  };

  return (
    <section className="session-search" aria-labelledby="search-title">
      <h2 id="search-title">{t('inbox-stats:search.title')}</h2>
      <SearchForm skills={skills} onSearch={search} />
      {error ? (
        <p className="search-error" role="alert">
          {error}
        </p>
      ) : null}
      {results ? (
        <section
          className="search-results"
          aria-label={t('inbox-stats:search.resultsLabel')}
          aria-busy={loading}
        >
          <p className="search-total" role="status">
            {results.total === 0
              ? t('inbox-stats:search.empty')
              : t('inbox-stats:search.results', { count: results.total })}
          </p>
          {results.sessions.length ? (
            <ul className="search-list">
              {results.sessions.map((session) => (
                <SearchResultItem key={session.id} session={session} onOpen={open} />
              ))}
            </ul>
          ) : null}
          {results.hasMore ? (
            <button type="button" className="search-more" onClick={more} disabled={loading}>
              {t('inbox-stats:search.loadMore')}
            </button>
          ) : null}
        </section>
      ) : null}
      {loading ? (
        <p className="search-loading" role="status">
          {t('inbox-stats:search.loading')}
        </p>
      ) : null}
    </section>
  );
}
