import type { CampaignExtraDataReport } from '@omnicanal/api';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { wordOf } from '../model/errors.ts';
import { useNumber } from '../shared/useNumber.ts';

/**
 * What the campaign's variable file holds: its columns, the rows kept, how many name a contact of
 * the campaign's audiences, and the refused lines with their number in the file and why.
 */
export function VariableFileReport({ report }: { report: CampaignExtraDataReport }): ReactElement {
  const t = useT();
  const number = useNumber();
  if (report.rows === 0 && report.columns.length === 0 && report.rejected === 0)
    return <p className="hint">{t('campaigns:variable_file.none')}</p>;
  return (
    <div className="variable-report">
      <p>
        {t('campaigns:variable_file.columns', {
          count: report.columns.length,
          columns: report.columns.join(', '),
        })}
      </p>
      <p>
        {t('campaigns:variable_file.rows', {
          rows: number(report.rows),
          matched: number(report.matched),
          unmatched: number(report.unmatched),
        })}
      </p>
      {report.rejects.length > 0 ? (
        <div className="table-wrap">
          <table>
            <caption>
              {t(
                report.rejected > report.rejects.length
                  ? 'campaigns:report.rejects_first'
                  : 'campaigns:report.rejects',
                { shown: report.rejects.length, count: number(report.rejected) },
              )}
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
              {report.rejects.map((reject) => (
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
      ) : null}
    </div>
  );
}
