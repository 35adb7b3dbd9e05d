import type { CreatedPublicApiToken } from '@omnicanal/api';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useEffect, useId, useRef, useState } from 'react';

/**
 * The secret of a token just made: shown this once with a Copy button, because the server keeps
 * only its hash and can never show it again.
 */
export function TokenShownOnce({
  token,
  onDone,
}: {
  token: CreatedPublicApiToken;
  onDone: () => void;
}): ReactElement {
  const t = useT();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  useEffect(() => field.current?.select(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token.token);
      setCopied('yes');
    } catch {
      // Without clipboard access the text stays selected for the keyboard's own copy.
      field.current?.select();
      setCopied('no');
    }
  };

  return (
    <section className="settings-notice" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings-account:public_api.created_title', { label: token.label })}</h2>
      <p>{t('settings-account:public_api.shown_once')}</p>
      <label htmlFor={`${id}-token`}>{t('settings-account:public_api.token')}</label>
      <input id={`${id}-token`} ref={field} readOnly value={token.token} size={token.token.length} />
      <button type="button" onClick={copy}>
        {t('settings-account:public_api.copy')}
      </button>
      <p role="status">
        {copied === 'yes' ? t('settings-account:public_api.copied') : ''}
        {copied === 'no' ? t('settings-account:public_api.copy_failed') : ''}
      </p>
      <button type="button" onClick={onDone}>
        {t('settings-account:public_api.done')}
      </button>
    </section>
  );
}
