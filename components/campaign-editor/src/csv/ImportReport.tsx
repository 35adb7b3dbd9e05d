import type { ContactImport } from '@omnicanal/api';
import { IMPORT_REJECTS_SHOWN } from '@omnicanal/api';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { useNumber } from '../shared/useNumber.ts';
import { RejectsTable } from './RejectsTable.tsx';

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
      <RejectsTable
        rejects={result.rejects}
        rejected={result.rejected}
        shown={Math.min(result.rejects.length, IMPORT_REJECTS_SHOWN)}
      />
    </section>
  );
}
