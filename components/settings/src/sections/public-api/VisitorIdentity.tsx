import type { VisitorIdentitySecret } from '@omnicanal/api';
import { useResource } from '@omnicanal/element';
import { fmtDateTime } from '@omnicanal/i18n';
import { api } from '@omnicanal/stores';
import { RevealIcon, useT } from '@omnicanal/ui';
import { type ReactElement, useId, useState } from 'react';
import { ConfirmDialog } from '../../ConfirmDialog.tsx';
import { ResourceState } from '../../shared/ResourceState.tsx';
import { SettingsCard } from '../../shared/SettingsCard.tsx';

const PATH = '/visitor-identity';

/** What the website signs, shown as an example beside the secret. */
const CLAIMS_EXAMPLE = `{
  "sub": "client-42",
  "name": "Léa Martin",
  "email": "lea@example.com",
  "exp": 1798761600
}`;

type Pending = 'renew' | 'remove' | null;

/**
 * The company's secret for identified visitors: the website signs who its signed-in visitor is
 * (HS256) and the widget passes the token on, so a visitor finds their conversations on any device.
 * Off until made; renewing or turning it off asks first, since tokens signed with the old secret
 * stop being accepted at once.
 */
export function VisitorIdentity(): ReactElement {
  const t = useT();
  const resource = useResource(
    (signal) => api('core').get<VisitorIdentitySecret>(PATH, { signal }),
    'visitor-identity',
  );
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const change = async (action: 'make' | 'renew' | 'remove') => {
    setBusy(true);
    setFailure(null);
    try {
      if (action === 'remove') await api('core').delete(PATH);
      else await api('core').post<VisitorIdentitySecret>(PATH, {});
      resource.reload();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <SettingsCard
      title="settings-account:visitor_identity.title"
      intro="settings-account:visitor_identity.intro"
      failure={failure}
    >
      <ResourceState resource={resource}>
        {(state) =>
          state.secret ? (
            <SecretShown
              secret={state.secret}
              createdAt={state.created_at}
              busy={busy}
              onRenew={() => setPending('renew')}
              onRemove={() => setPending('remove')}
            />
          ) : (
            <>
              <p role="status">{t('settings-account:visitor_identity.off')}</p>
              <div className="section-actions">
                <button type="button" disabled={busy} onClick={() => void change('make')}>
                  {t('settings-account:visitor_identity.make')}
                </button>
              </div>
            </>
          )
        }
      </ResourceState>
      {pending ? (
        <ConfirmDialog
          title={`settings-account:visitor_identity.confirm_${pending}_title`}
          description="settings-account:visitor_identity.confirm_text"
          confirm={`settings-account:visitor_identity.${pending}`}
          danger
          busy={busy}
          onConfirm={() => void change(pending)}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </SettingsCard>
  );
}

function SecretShown({
  secret,
  createdAt,
  busy,
  onRenew,
  onRemove,
}: {
  secret: string;
  createdAt: string | null;
  busy: boolean;
  onRenew: () => void;
  onRemove: () => void;
}): ReactElement {
  const t = useT();
  const id = useId();
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setShown(true);
      setCopied('no');
    }
  };

  return (
    <>
      <div className="oc-form-field">
        <label htmlFor={`${id}-secret`} className="oc-form-label">
          {t('settings-account:visitor_identity.secret')}
        </label>
        <span className="secret-row">
          <input
            id={`${id}-secret`}
            type={shown ? 'text' : 'password'}
            readOnly
            value={secret}
            autoComplete="off"
            spellCheck={false}
          />
          <button
            type="button"
            aria-pressed={shown}
            aria-controls={`${id}-secret`}
            onClick={() => setShown((s) => !s)}
          >
            <RevealIcon shown={shown} />
            <span className="visually-hidden">{t('form:show_password')}</span>
          </button>
          <button type="button" onClick={() => void copy()}>
            {t('settings-account:visitor_identity.copy')}
          </button>
        </span>
        {createdAt ? (
          <span className="oc-form-hint">
            {t('settings-account:visitor_identity.made_on', { date: fmtDateTime(createdAt) })}
          </span>
        ) : null}
        <p role="status" className="oc-form-hint">
          {copied === 'yes' ? t('settings-account:visitor_identity.copied') : ''}
          {copied === 'no' ? t('settings-account:visitor_identity.copy_failed') : ''}
        </p>
      </div>
      <p>{t('settings-account:visitor_identity.how')}</p>
      <pre className="code-sample">{CLAIMS_EXAMPLE}</pre>
      <div className="section-actions">
        <button type="button" disabled={busy} onClick={onRenew}>
          {t('settings-account:visitor_identity.renew')}
        </button>
        <button type="button" className="danger" disabled={busy} onClick={onRemove}>
          {t('settings-account:visitor_identity.remove')}
        </button>
      </div>
    </>
  );
}
