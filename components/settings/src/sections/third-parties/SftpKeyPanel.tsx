import { ApiRequestError, confirmSftpKey, fetchSftpPublicKey, type ThirdPartyAccount } from '@omnicanal/api';
import { useResource } from '@omnicanal/element';
import { errorMessage } from '@omnicanal/i18n';
import { api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useId, useRef, useState } from 'react';

/** The codes of a failed confirmation that this screen explains (spec 002 §8 external services). */
const SFTP_CODES = ['sftp_unreachable', 'sftp_auth_failed', 'sftp_host_key_changed', 'sftp_path_not_found'];

/**
 * Our public key for an SFTP account (read-only, with Copy), to put in the server's
 * authorized_keys, and "Confirm the key": we connect and pin the server's host key, shown as its
 * fingerprint; a failure says why. Before the account is saved, only the key is shown.
 */
export function SftpKeyPanel({
  account,
  onConfirmed,
}: {
  account: ThirdPartyAccount | null;
  onConfirmed: (account: ThirdPartyAccount) => void;
}): ReactElement {
  const t = useT();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const key = useResource<string>(
    async () => String(await fetchSftpPublicKey(api('thirdparties'))).trim(),
    'sftp-public-key',
  );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(key.data ?? '');
      setCopied('yes');
    } catch {
      // Without clipboard access the text stays selected for the keyboard's own copy.
      field.current?.select();
      setCopied('no');
    }
  };
  const confirm = async () => {
    if (!account) return;
    setBusy(true);
    setFailure(null);
    try {
      onConfirmed(await confirmSftpKey(api('thirdparties'), account.id));
    } catch (error) {
      const code = error instanceof ApiRequestError ? error.error.code : null;
      setFailure(
        code && SFTP_CODES.includes(code)
          ? t(`settings-thirdparties:sftp.errors.${code}`)
          : errorMessage(error),
      );
    } finally {
      setBusy(false);
    }
  };
  const hostKey = account?.sftp?.host_key ?? null;
  return (
    <section className="settings-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings-thirdparties:sftp.title')}</h2>
      <p>{t('settings-thirdparties:sftp.explain')}</p>
      <div className="secret-row">
        <label htmlFor={`${id}-key`}>{t('settings-thirdparties:sftp.public_key')}</label>
        <input id={`${id}-key`} ref={field} readOnly value={key.data ?? ''} />
        <button type="button" onClick={copy} disabled={!key.data}>
          {t('settings-thirdparties:sftp.copy')}
        </button>
      </div>
      <p role="status">
        {copied === 'yes' ? t('settings-thirdparties:sftp.copied') : ''}
        {copied === 'no' ? t('settings-thirdparties:sftp.copy_failed') : ''}
      </p>
      {account ? (
        <>
          <p role="status">
            {hostKey
              ? t('settings-thirdparties:sftp.pinned', { fingerprint: hostKey })
              : t('settings-thirdparties:sftp.not_confirmed')}
          </p>
          <div>
            <button type="button" className="primary" onClick={confirm} disabled={busy} aria-busy={busy}>
              {t('settings-thirdparties:sftp.confirm')}
            </button>
          </div>
          {failure ? (
            <p role="alert" className="list-error">
              {failure}
            </p>
          ) : null}
        </>
      ) : (
        <p>{t('settings-thirdparties:sftp.save_first')}</p>
      )}
    </section>
  );
}
