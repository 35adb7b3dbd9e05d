import { errorMessage } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { exportSubmissions } from '../model/content-client.ts';

/** Downloads the submissions of one form (`form`) or of all, as .xlsx; a failure is said beside it. */
export function ExportButton({ form }: { form?: number }): ReactElement {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await exportSubmissions(form);
    } catch (error) {
      setFailure(errorMessage(error));
    }
    setBusy(false);
  };
  return (
    <>
      <button type="button" disabled={busy} aria-busy={busy} onClick={() => void run()}>
        {t(form === undefined ? 'webivr-content:forms.export_all' : 'webivr-content:forms.export')}
      </button>
      {failure ? (
        <span role="alert" className="notice error">
          {failure}
        </span>
      ) : null}
    </>
  );
}
