import { useStore } from '@nanostores/react';
import { fetchDiscussionDetail } from '@omnicanal/api';
import { formatDateTime, formatDuration, formatScore } from '@omnicanal/core';
import { $locale, api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { ExportButtons } from '../shared/ExportButtons.tsx';
import { LoadState } from '../shared/State.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { useQuery } from '../shared/useQuery.ts';

const PAGE_SIZE = 50;

/** Every conversation of the range, a page at a time, with the CSV of all of them. */
export function Discussions(): ReactElement {
  const t = useT();
  const locale = useStore($locale);
  const { params, key, range } = useQuery();
  // A new filter starts again from the first page: the page chosen belongs to the query it was
  // chosen for.
  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key, page: next });
  const loaded = useLoad(`detail:${key}:${page}`, () =>
    fetchDiscussionDetail(api('stats'), { ...params, page, page_size: PAGE_SIZE }),
  );
  return (
    <>
      <div className="stats-tools">
        <ExportButtons
          service="guests"
          path="/stats/export-discussions"
          what="discussions"
          params={params}
          range={range}
        />
      </div>
      <LoadState
        loaded={loaded}
        isEmpty={(data) => data.count === 0}
        empty={t('stats-dashboard:empty_range')}
      >
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.count / data.page_size));
          return (
            <>
              <div className="table-scroll">
                <table className="stats-table">
                  <caption className="visually-hidden">{t('stats-dashboard:tabs.discussions')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('stats-dashboard:discussions.created')}</th>
                      <th scope="col">{t('stats-dashboard:discussions.conversation')}</th>
                      <th scope="col">{t('stats-dashboard:discussions.skill')}</th>
                      <th scope="col">{t('stats-dashboard:agents.agent')}</th>
                      <th scope="col">{t('stats-dashboard:discussions.state')}</th>
                      <th scope="col" className="num">
                        {t('stats-dashboard:discussions.waiting')}
                      </th>
                      <th scope="col" className="num">
                        {t('stats-dashboard:discussions.first_response')}
                      </th>
                      <th scope="col" className="num">
                        {t('stats-dashboard:kpi.satisfaction')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.results.map((row) => (
                      <tr key={row.room}>
                        <td>{formatDateTime(new Date(row.created), locale)}</td>
                        <th scope="row">{row.label}</th>
                        <td>{row.skill}</td>
                        <td>{row.agent ?? '—'}</td>
                        <td>
                          <span className={`state state-${row.state}`}>
                            {t(`stats-dashboard:states.${row.state}`)}
                          </span>
                        </td>
                        <td className="num">{formatDuration(row.waiting)}</td>
                        <td className="num">{formatDuration(row.first_response)}</td>
                        <td className="num">{formatScore(row.sat, 5, locale)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <nav className="pager" aria-label={t('stats-dashboard:pager.label')}>
                <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('stats-dashboard:pager.previous')}
                </button>
                <span aria-live="polite">
                  {t('stats-dashboard:pager.status', { page, pages, count: data.count })}
                </span>
                <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {t('stats-dashboard:pager.next')}
                </button>
              </nav>
            </>
          );
        }}
      </LoadState>
    </>
  );
}
