import type { ServiceName, StatsDashboardParams, StatsExportFormat } from '@omnicanal/api';
import { errorMessage } from '@omnicanal/i18n';
import { downloadFile } from '@omnicanal/stores';
import { type DayRange, useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { exportFileName } from '../model/query.ts';

export interface ExportButtonsProps {
  service: ServiceName;
  /** The export's path on its service (`/stats/dashboard2export`). */
  path: string;
  /** What the file holds, for its name when the server gives none. */
  what: string;
  params: StatsDashboardParams;
  range: DayRange;
  /** The formats the export offers (both unless it makes CSV only). */
  formats?: readonly StatsExportFormat[];
}

/**
 * "Export" as CSV or XLSX: the server makes the file of the current filters and names it
 * (`export-…`); the buttons say they are working meanwhile, and a failure is said beside them.
 */
export function ExportButtons({
  service,
  path,
  what,
  params,
  range,
  formats = ['csv', 'xlsx'],
}: ExportButtonsProps): ReactElement {
  const t = useT();
  const [busy, setBusy] = useState<StatsExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (format: StatsExportFormat) => {
    setBusy(format);
    setError(null);
    try {
      await downloadFile(service, path, {
        query: { ...params, format },
        fallbackName: exportFileName(what, range, format),
      });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };
  return (
    <fieldset className="export">
      <legend className="visually-hidden">{t('stats-dashboard:export.label')}</legend>
      {formats.map((format) => (
        <button
          key={format}
          type="button"
          onClick={() => run(format)}
          disabled={busy !== null}
          aria-busy={busy === format}
        >
          {busy === format ? t('stats-dashboard:export.working') : t(`stats-dashboard:export.${format}`)}
        </button>
      ))}
      {error ? (
        <span role="alert" className="error-text">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
