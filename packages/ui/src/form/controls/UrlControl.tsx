import { ApiRequestError } from '@omnicanal/api';
import { type Ref, useRef, useState } from 'react';
import { useT } from '../../useT.ts';
import { useFormServices } from '../context.ts';
import type { Message } from '../model/types.ts';
import { validateFile } from '../model/validate.ts';
import { TextControl } from './TextControl.tsx';
import { type ControlProps, commonAttributes } from './types.ts';

/** Spec 000 §8: an upload refused with 400, or lost (status 0), reads as a file too large. */
function uploadProblem(error: unknown): Message {
  if (error instanceof ApiRequestError && (error.error.status === 400 || error.error.status === 0)) {
    return { key: 'form:errors.file_size' };
  }
  return { key: 'form:errors.upload_failed' };
}

/**
 * A URL (browser URL validity, spec 000 §5); with `allow_upload`, "Upload a file" sends a chosen
 * file through the page's `onUpload` and puts its URL in the field. Files over 5 MB or outside
 * `accept` are refused before any upload.
 */
export function UrlControl(props: ControlProps) {
  const { field, value, onChange, controlRef } = props;
  const t = useT();
  const { onUpload } = useFormServices();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  if (!field.allow_upload || !onUpload) return <TextControl {...props} />;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const refused = validateFile(file, field.accept);
    if (!refused.valid) {
      onChange(value, { key: refused.message ?? 'form:errors.invalid' });
      return;
    }
    setBusy(true);
    try {
      onChange(await onUpload(file), null);
    } catch (error) {
      onChange(value, uploadProblem(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="oc-form-url">
      <input
        {...commonAttributes(props)}
        ref={controlRef as Ref<HTMLInputElement>}
        type="url"
        value={String(value)}
        readOnly={field.readonly}
        placeholder={field.placeholder ? t(field.placeholder) : undefined}
        autoComplete="url"
        onChange={(event) => onChange(event.target.value, null)}
      />
      <button
        type="button"
        disabled={field.disabled || field.readonly || busy}
        aria-busy={busy}
        aria-describedby={props.describedBy}
        onClick={() => picker.current?.click()}
      >
        {t('form:upload')}
      </button>
      <input
        ref={picker}
        type="file"
        hidden
        tabIndex={-1}
        aria-label={t('form:upload')}
        accept={field.accept}
        onChange={(event) => {
          void upload(event.target.files?.[0]);
          // The same file may be chosen again after a failure.
          event.target.value = '';
        }}
      />
    </span>
  );
}
