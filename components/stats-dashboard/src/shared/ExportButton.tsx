import { errorMessage } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { saveFile } from './download.ts';

/**
 * "Export CSV": asks the server for the file of the current filters and saves it; the button says
 * it is working meanwhile, and a failure is said beside it.
 */
export function ExportButton({
  load,
  fileName,
}: {
  load: () => Promise<string>;
  fileName: string;
}): ReactElement {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      saveFile(await load(), fileName);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="export">
      <button type="button" onClick={run} disabled={busy} aria-busy={busy}>
        {busy ? t('stats-dashboard:export.working') : t('stats-dashboard:export.csv')}
      </button>
      {error ? (
        <span role="alert" className="error-text">
          {error}
        </span>
      ) : null}
    </span>
  );
}
