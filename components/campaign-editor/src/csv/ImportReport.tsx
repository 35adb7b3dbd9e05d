import type { ContactImport } from '@omnicanal/api';
import { IMPORT_REJECTS_SHOWN } from '@omnicanal/api';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { wordOf } from '../model/errors.ts';
import { useNumber } from '../shared/useNumber.ts';

/**
 * The report of an import: rows read, accepted and refused, and the refused rows with their line
 * in the file and why (the first IMPORT_REJECTS_SHOWN of them). A failed import says that nothing
 * was kept: the server only makes a file's contacts the audience's once the whole file is in.
 */
export function ImportReport({ result, heading }: { result: ContactImport; heading: string }): ReactElement {
  const t = useT();
  const number = useNumber();
  const counts = {
    rows: number(result.rows_read),
    accepted: number(result.accepted),
    rejected: number(result.rejected),
  };
  return (
    <section className="import-report" aria-label={heading}>
      <h2>{heading}</h2>
      {result.status === 'failed' ? (
        <>
          <p className="notice error">
            {t(`campaigns:report.failed_${result.error?.line ? 'line' : 'whole'}`, {
              line: result.error?.line,
              reason: t(`campaigns:report.codes.${result.error?.code ?? 'interrupted'}`, {
                defaultValue: result.error?.detail ?? '',
              }),
            })}
          </p>
          <p>{t('campaigns:report.untouched')}</p>
        </>
      ) : (
        <p>{t(result.rejected > 0 ? 'campaigns:report.done_rejects' : 'campaigns:report.done', counts)}</p>
      )}
      {result.rejects.length > 0 ? (
        <div className="table-wrap">
          <table>
            <caption>
              {t(
                result.rejected > result.rejects.length
                  ? 'campaigns:report.rejects_first'
                  : 'campaigns:report.rejects',
                {
                  shown: Math.min(result.rejects.length, IMPORT_REJECTS_SHOWN),
                  count: number(result.rejected),
                },
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
              {result.rejects.map((reject) => (
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
    </section>
  );
}
