import { AUDIENCE_CSV_MAX_BYTES } from '@omnicanal/core';
import { useT } from '@omnicanal/ui';
import { type ReactElement, type Ref, useId } from 'react';

export interface CsvFileFieldProps {
  required: boolean;
  /** A translation key of the problem to show, or null. */
  error: string | null;
  onChange: (file: File | null, problem: string | null) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** The extensions an audience's file may have (spec 002 §5: a CSV, separated by `,`, `;` or tabs). */
const ACCEPT = '.csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain';

/**
 * The audience's CSV file, drawn as the kit's fields are. Not the kit's file field: that one stops
 * at 5 MB (spec 000 §5 uploads), an audience's file may reach AUDIENCE_CSV_MAX_BYTES.
 */
export function CsvFileField({ required, error, onChange, inputRef }: CsvFileFieldProps): ReactElement {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="oc-form-field oc-form-file" data-invalid={error ? true : undefined}>
      <span className="oc-form-head">
        <label htmlFor={id} className="oc-form-label">
          {t('campaigns:form.file')}
        </label>
        {required ? (
          <span aria-hidden="true" className="oc-form-required">
            {' *'}
          </span>
        ) : null}
      </span>
      {error ? (
        <ul id={errorId} className="oc-form-errors">
          <li>{t(error, { size: Math.round(AUDIENCE_CSV_MAX_BYTES / 1024 / 1024) })}</li>
        </ul>
      ) : null}
      <input
        ref={inputRef}
        id={id}
        name="file"
        type="file"
        accept={ACCEPT}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : '', hintId].filter(Boolean).join(' ')}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0] ?? null;
          if (file && file.size > AUDIENCE_CSV_MAX_BYTES) {
            event.currentTarget.value = '';
            onChange(null, 'campaigns:errors.file_too_large');
            return;
          }
          onChange(file, null);
        }}
      />
      <div id={hintId} className="oc-form-hint">
        <p>{t('campaigns:form.file_help')}</p>
        <p>{t(required ? 'campaigns:form.file_first' : 'campaigns:form.file_replace')}</p>
      </div>
    </div>
  );
}
