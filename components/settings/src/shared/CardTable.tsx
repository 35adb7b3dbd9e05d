import { RowMenu, type RowMenuItem, useT } from '@omnicanal/ui';
import type { ReactElement, ReactNode } from 'react';

export interface CardTableProps<T> {
  /** Translation key of the table's name (read by assistive technologies; the card shows its title). */
  caption: string;
  /** Translation keys of the column headings, in order. */
  columns: readonly string[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** One cell per column. */
  cells: (row: T) => readonly ReactNode[];
  /** The row's menu: its accessible name and its items (destructive ones last). */
  menu: (row: T) => { name: string; items: RowMenuItem[] };
}

/**
 * A small table inside a settings card (keys, origins…): its columns, then each row's menu at the
 * row's end, as every list of the console has its actions.
 */
export function CardTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  cells,
  menu,
}: CardTableProps<T>): ReactElement {
  const t = useT();
  return (
    <div className="list">
      <div className="list-table">
        <table>
          <caption className="visually-hidden">{t(caption)}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {t(column)}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('settings:list.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const { name, items } = menu(row);
              return (
                <tr key={rowKey(row)}>
                  {cells(row).map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the cells of a row are its columns, in order
                    <td key={index}>{cell}</td>
                  ))}
                  <td className="row-actions">
                    <RowMenu label={t('settings:list.actions')} name={name} items={items} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
