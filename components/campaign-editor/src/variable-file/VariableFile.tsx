import { ApiRequestError, type CampaignExtraDataReport } from '@omnicanal/api';
import { useResource } from '@omnicanal/element';
import { errorMessage } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { uploadVariableFile, variableFileReport } from '../model/campaign-client.ts';
import { ResourceState } from '../shared/ResourceState.tsx';
import { VariableFileReport } from './VariableFileReport.tsx';

/** Refusals of a variable file said in the campaign's words (the audience's differ: no `language`). */
const OWN_CODES = ['csv_header_error', 'csv_parse_error', 'file_too_large'];

export interface VariableFileProps {
  /** The stored campaign's id; null for a campaign not saved yet, which has no file. */
  campaignId: number | null;
  /** Called with the file's columns once they are known, so the form offers them as variables. */
  onColumns: (columns: string[]) => void;
}

/**
 * The campaign's variable file (spec 002 §3 "CSV variable import"): the file in place, and another
 * one chosen, uploaded with its progress and then reported. The file is stored at once (not with
 * the form's Save), and a refused file keeps the previous one: the server replaces it only whole.
 */
export function VariableFile({ campaignId, onColumns }: VariableFileProps): ReactElement {
  const t = useT();
  return (
    <fieldset className="oc-form-fieldset variable-file">
      <legend>{t('campaigns:variable_file.title')}</legend>
      {campaignId === null ? (
        <p className="notice">{t('campaigns:variable_file.save_first')}</p>
      ) : (
        <StoredFile id={campaignId} onColumns={onColumns} />
      )}
    </fieldset>
  );
}

type Upload =
  | { kind: 'sending'; name: string; percent: number }
  | { kind: 'done'; report: CampaignExtraDataReport }
  | { kind: 'failed'; error: unknown };

function StoredFile({ id, onColumns }: { id: number; onColumns: (columns: string[]) => void }): ReactElement {
  const t = useT();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const loaded = useResource((signal) => variableFileReport(id, signal), String(id));
  const [upload, setUpload] = useState<Upload | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const report = upload?.kind === 'done' ? upload.report : loaded.data;
  useEffect(() => {
    if (report) onColumns(report.columns);
  }, [report, onColumns]);

  const send = (file: File) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setUpload({ kind: 'sending', name: file.name, percent: 0 });
    uploadVariableFile(
      id,
      file,
      (percent) => setUpload({ kind: 'sending', name: file.name, percent }),
      current.signal,
    ).then(
      (answer) => setUpload({ kind: 'done', report: answer }),
      (error: unknown) => {
        if (!current.signal.aborted) setUpload({ kind: 'failed', error });
      },
    );
  };

  const refusal = upload?.kind === 'failed' ? refusalOf(upload.error, t) : null;
  const sending = upload?.kind === 'sending';
  return (
    <ResourceState resource={loaded}>
      {() => (
        <>
          <div className="oc-form-field oc-form-file" data-invalid={refusal ? true : undefined}>
            <span className="oc-form-head">
              <label htmlFor={inputId} className="oc-form-label">
                {t('campaigns:variable_file.file')}
              </label>
            </span>
            {refusal ? (
              <ul id={errorId} className="oc-form-errors" role="alert">
                <li>{refusal}</li>
              </ul>
            ) : null}
            <input
              id={inputId}
              name="variable_file"
              type="file"
              accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
              disabled={sending}
              aria-invalid={refusal ? true : undefined}
              aria-describedby={[refusal ? errorId : '', hintId].filter(Boolean).join(' ')}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (file) send(file);
              }}
            />
            <div id={hintId} className="oc-form-hint">
              <p>{t('campaigns:variable_file.help')}</p>
              <p>{t('campaigns:variable_file.stored_at_once')}</p>
            </div>
          </div>
          {upload?.kind === 'sending' ? (
            <div className="progress">
              <progress
                aria-label={t('campaigns:variable_file.sending', { file: upload.name })}
                max={100}
                value={upload.percent}
                aria-valuetext={`${upload.percent} %`}
              />
              <p className="progress-text" aria-hidden="true">
                {t('campaigns:variable_file.sent', { percent: upload.percent })}
              </p>
            </div>
          ) : null}
          <div role="status" aria-live="polite">
            {report && !sending ? <VariableFileReport report={report} /> : null}
          </div>
        </>
      )}
    </ResourceState>
  );
}

/** The sentence for a refused file: the campaign's own words for a file's problems, else the server's. */
function refusalOf(error: unknown, t: ReturnType<typeof useT>): string {
  if (error instanceof ApiRequestError) {
    const code = error.error.code;
    if (code && OWN_CODES.includes(code)) return t(`campaigns:variable_file.codes.${code}`);
    const field = error.error.fields.file?.[0];
    if (field) return field;
  }
  return `${errorMessage(error)} ${t('campaigns:variable_file.kept')}`;
}
