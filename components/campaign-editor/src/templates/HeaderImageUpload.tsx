import { errorMessage } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useRef, useState } from 'react';
import {
  HEADER_IMAGE_TYPES,
  type HeaderImage,
  headerImageProblem,
  imageSize,
  uploadHeaderImage,
} from '../model/header-image.ts';

/**
 * "Choose an image…" beside the header's link: the image is checked (JPEG or PNG, 5 MB, 1.91:1)
 * before it goes, stored, and its link and size fill the header's fields. A refusal says why.
 */
export function HeaderImageUpload({
  onUploaded,
}: {
  onUploaded: (image: HeaderImage) => void;
}): ReactElement {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ error: boolean; text: string } | null>(null);

  const take = async (file: File) => {
    setSaid(null);
    const size = await imageSize(file);
    const problem = headerImageProblem(file, size);
    if (problem || !size) {
      setSaid({ error: true, text: t(`campaigns:templates.image.${problem ?? 'unreadable'}`) });
      return;
    }
    setBusy(true);
    try {
      onUploaded(await uploadHeaderImage(file, size));
      setSaid({ error: false, text: t('campaigns:templates.image.done', { name: file.name }) });
    } catch (failure) {
      setSaid({ error: true, text: errorMessage(failure) });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="header-image-upload">
      {/* The button is what is focused and named; the file input stays out of sight and of the tab order. */}
      <button type="button" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? t('campaigns:templates.image.sending') : t('campaigns:templates.image.choose')}
      </button>
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        accept={HEADER_IMAGE_TYPES.join(',')}
        disabled={busy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void take(file);
        }}
      />
      {said ? (
        <p className={said.error ? 'error-text' : 'hint'} role={said.error ? 'alert' : 'status'}>
          {said.text}
        </p>
      ) : null}
    </div>
  );
}
