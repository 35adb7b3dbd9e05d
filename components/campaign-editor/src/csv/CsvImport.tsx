import type { ContactImport, ContactList } from '@omnicanal/api';
import { useDirty } from '@omnicanal/element';
import { errorMessage } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { readAudience, uploadAudienceCsv } from '../model/client.ts';
import { importProgress, importSince } from '../model/progress.ts';
import { useNumber } from '../shared/useNumber.ts';
import { ImportReport } from './ImportReport.tsx';

/** How often the audience is read for the import's progress while the file streams in. */
const PROGRESS_POLL_MS = 400;

type Outcome =
  | { kind: 'done'; result: ContactImport }
  | { kind: 'failed'; error: unknown; result: ContactImport | null };

export interface CsvImportProps {
  audience: ContactList;
  file: File;
  /** Leaves the import's screen (once it has ended). */
  actions: (ended: boolean) => ReactElement;
}

/**
 * Sends `file` into `audience` and shows the import as the server counts it: the server reads the
 * file as it arrives and moves `bytes_read` and `rows_read` on the audience, which is read again
 * every PROGRESS_POLL_MS until the upload's answer (the report) comes. A progress bar with the rows
 * counted, then the report in a live region, so a screen reader hears how it ended.
 */
export function CsvImport({ audience, file, actions }: CsvImportProps): ReactElement {
  const t = useT();
  const number = useNumber();
  const headingId = useId();
  const [current, setCurrent] = useState<ContactImport | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The import the audience had before: a newer one is this upload's.
  const before = useRef(audience.import?.id ?? null);
  // Leaving the screen stops the upload (and the server then keeps nothing of it): the console
  // asks first, as it does for a form not saved.
  const { mark, clean } = useDirty();

  useEffect(() => {
    const controller = new AbortController();
    let polling = true;
    mark();
    const poll = async () => {
      while (polling) {
        await new Promise((resolve) => setTimeout(resolve, PROGRESS_POLL_MS));
        if (!polling) return;
        try {
          const read = await readAudience(audience.id, controller.signal);
          const mine = importSince(read.import, before.current);
          if (polling && mine) setCurrent(mine);
        } catch {
          // A missed reading only delays the bar; the upload's answer decides how it ended.
        }
      }
    };
    void poll();
    uploadAudienceCsv(audience.id, file, controller.signal).then(
      (result) => {
        polling = false;
        clean();
        setOutcome({ kind: 'done', result });
      },
      async (error: unknown) => {
        polling = false;
        if (controller.signal.aborted) return;
        clean();
        // The failed import carries the line and reason of the refusal, when there is one.
        const read = await readAudience(audience.id).catch(() => null);
        setOutcome({ kind: 'failed', error, result: importSince(read?.import ?? null, before.current) });
      },
    );
    return () => {
      polling = false;
      controller.abort();
    };
  }, [audience.id, file, mark, clean]);

  const progress = importProgress(outcome?.kind === 'done' ? outcome.result : current, file.size);
  const label = t('campaigns:import.label', { file: file.name });
  const ended = outcome !== null;
  return (
    <section className="csv-import" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('campaigns:import.title', { name: audience.name })}</h2>
      <div className="progress">
        <progress
          aria-label={label}
          max={100}
          value={progress.percent ?? undefined}
          aria-valuetext={t('campaigns:import.valuetext', {
            percent: progress.percent ?? 0,
            rows: number(progress.rows),
          })}
        />
        <p className="progress-text" aria-hidden="true">
          {t(ended ? 'campaigns:import.ended' : 'campaigns:import.reading', {
            percent: progress.percent ?? 0,
            rows: number(progress.rows),
            rejected: number(progress.rejected),
          })}
        </p>
      </div>
      <div role="status" aria-live="polite" className="import-result">
        {outcome?.kind === 'done' ? (
          <ImportReport result={outcome.result} heading={t('campaigns:report.title')} />
        ) : null}
      </div>
      <div role="alert" className="import-failure">
        {outcome?.kind === 'failed' ? (
          outcome.result?.status === 'failed' ? (
            <ImportReport result={outcome.result} heading={t('campaigns:report.title')} />
          ) : (
            <>
              <p className="notice error">{errorMessage(outcome.error)}</p>
              <p>{t('campaigns:report.untouched')}</p>
            </>
          )
        ) : null}
      </div>
      <div className="form-actions">{actions(ended)}</div>
    </section>
  );
}
