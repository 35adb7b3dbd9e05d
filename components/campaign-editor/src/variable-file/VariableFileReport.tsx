import type { CampaignExtraDataReport } from '@omnicanal/api';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { RejectsTable } from '../csv/RejectsTable.tsx';
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
      <RejectsTable rejects={report.rejects} rejected={report.rejected} shown={report.rejects.length} />
    </div>
  );
}
