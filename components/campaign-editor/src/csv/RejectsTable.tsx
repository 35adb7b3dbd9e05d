import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { wordOf } from '../model/errors.ts';
import { useNumber } from '../shared/useNumber.ts';

export interface RejectsTableProps {
  /** The refused lines the server listed: their number in the file, why, and the value. */
  rejects: readonly { line: number; reason: string; value: string }[];
  /** How many lines were refused in all (the list may hold the first ones only). */
  rejected: number;
  /** How many of them the caption says are shown. */
  shown: number;
}

/** The refused lines of a CSV file (an audience's import, a campaign's variable file), or nothing. */
export function RejectsTable({ rejects, rejected, shown }: RejectsTableProps): ReactElement | null {
  const t = useT();
  const number = useNumber();
  if (rejects.length === 0) return null;
  return (
    <div className="table-wrap">
      <table>
        <caption>
          {t(rejected > rejects.length ? 'campaigns:report.rejects_first' : 'campaigns:report.rejects', {
            shown,
            count: number(rejected),
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="number">
              {t('campaigns:report.line')}
            </th>
            <th scope="col">{t('campaigns:report.reason')}</th>
            <th scope="col">{t('campaigns:report.value')}</th>
          </tr>
        </thead>
        <tbody>
          {rejects.map((reject) => (
            <tr key={`${reject.line}-${reject.reason}`}>
              <td className="number" data-label={t('campaigns:report.line')}>
                {reject.line}
              </td>
              <td data-label={t('campaigns:report.reason')}>{wordOf(reject.reason, t)}</td>
              <td className="value" data-label={t('campaigns:report.value')}>
                {reject.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
