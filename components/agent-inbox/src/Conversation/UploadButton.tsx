import { UPLOAD_ACCEPT } from '@omnicanal/api';
import { useT } from '@omnicanal/ui';
import { useRef } from 'react';

export interface UploadButtonProps {
  disabled: boolean;
  onFile: (file: File) => void;
}

/**
 * "Joindre un fichier": a button that opens the file picker (the input itself stays out of sight
 * and out of the tab order; the button is what is focused and named).
 */
export function UploadButton({ disabled, onFile }: UploadButtonProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className="attach" disabled={disabled} onClick={() => input.current?.click()}>
        {t('inbox-composer:upload.attach')}
      </button>
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        accept={UPLOAD_ACCEPT}
        disabled={disabled}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so choosing the same file again is a new change.
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
