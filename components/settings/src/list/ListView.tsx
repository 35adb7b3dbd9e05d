import { errorMessage } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import { type ReactElement, type ReactNode, useId } from 'react';
import { pageInfo, sortState } from './model/list-query.ts';
import type { SettingsListState } from './useSettingsList.ts';

/** One column of a settings list. */
export interface ListColumn<T> {
  /** The ordering field when the column sorts (`name` → `?ordering=name`). */
  field: string;
  /** Translation key of the header. */
  label: string;
  sortable?: boolean;
  cell: (item: T) => ReactNode;
}

export interface ListViewProps<T> {
  /** Translation key of the table's caption (its accessible name). */
  caption: string;
  list: SettingsListState<T>;
  columns: readonly ListColumn<T>[];
  rowKey: (item: T) => string | number;
  /** Translation key of the search box label; no search box without it. */
  searchLabel?: string;
  /** Translation key of the sentence shown when the company has none yet: it says what to do. */
  empty: string;
  /** Shown next to the empty sentence (the Add button). */
  emptyAction?: ReactNode;
  /** The last column: buttons acting on one row. */
  actions?: (item: T) => ReactNode;
}

/**
 * A settings list (spec 002 §2): search, columns that sort (announced with `aria-sort`), paging,
 * and the loading, failure and empty states. The rows stay while the next page loads.
 */
export function ListView<T>({
  caption,
  list,
  columns,
  rowKey,
  searchLabel,
  empty,
  emptyAction,
  actions,
}: ListViewProps<T>): ReactElement {
  const t = useT();
  const searchId = useId();
  const { page, query, loading, error } = list;
  const rows = page?.results ?? [];
  const info = pageInfo(list.pageQuery, rows.length, page?.count ?? 0);
  const searching = list.pageQuery.search.trim() !== '';

  return (
    <div className="list" aria-busy={loading}>
      {searchLabel ? (
        <div className="list-search">
          <label htmlFor={searchId}>{t(searchLabel)}</label>
          <input id={searchId} type="search" onChange={(event) => list.search(event.currentTarget.value)} />
        </div>
      ) : null}
      {error ? (
        <div role="alert" className="list-error">
          <p>{errorMessage(error)}</p>
          <button type="button" onClick={list.reload}>
            {t('settings:list.retry')}
          </button>
        </div>
      ) : null}
      {page === null && loading ? <p role="status">{t('settings:list.loading')}</p> : null}
      {page !== null && rows.length === 0 && !loading ? (
        <div className="list-empty">
          <p role="status">{t(searching ? 'settings:list.no_match' : empty)}</p>
          {searching ? null : emptyAction}
        </div>
      ) : null}
      {rows.length > 0 ? (
        <div className="list-table">
          <table>
            <caption>{t(caption)}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.field}
                    scope="col"
                    aria-sort={column.sortable ? sortState(query, column.field) : undefined}
                  >
                    {column.sortable ? (
                      <button type="button" className="sort" onClick={() => list.sortBy(column.field)}>
                        {t(column.label)}
                        <span aria-hidden="true" className="sort-mark">
                          {{ ascending: '▲', descending: '▼', none: '' }[sortState(query, column.field)]}
                        </span>
                      </button>
                    ) : (
                      t(column.label)
                    )}
                  </th>
                ))}
                {actions ? (
                  <th scope="col">
                    <span className="visually-hidden">{t('settings:list.actions')}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((item) => (
                <tr key={rowKey(item)}>
                  {columns.map((column) => (
                    <td key={column.field}>{column.cell(item)}</td>
                  ))}
                  {actions ? <td className="row-actions">{actions(item)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {info.hasPrevious || info.hasNext ? (
        <nav className="pager" aria-label={t('settings:list.pages')}>
          <button type="button" disabled={!info.hasPrevious} onClick={() => list.turn(-1)}>
            {t('settings:list.previous')}
          </button>
          <span>{t('settings:list.range', { from: info.from, to: info.to, count: info.count })}</span>
          <button type="button" disabled={!info.hasNext} onClick={() => list.turn(1)}>
            {t('settings:list.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
