import { type SigninKind, signinProviderOf, startSignin } from '@omnicanal/api';
import { api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useCallback, useState } from 'react';
import { SIGNIN_DRAFT_KEY, type SigninDraft } from './model/signin.ts';

/**
 * Starts the provider's sign-in for a channel of `kind` (`channel`: the one being changed, if
 * any): the draft is kept for the return page, then the browser goes to the provider's page.
 * Answers the starter, whether it is under way, and what went wrong.
 */
export function useSignin(): {
  start: (draft: SigninDraft) => Promise<void>;
  busy: boolean;
  failure: unknown;
} {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const start = useCallback(async (draft: SigninDraft) => {
    const provider = signinProviderOf(draft.kind);
    if (!provider) return;
    setBusy(true);
    setFailure(null);
    try {
      const { url } = await startSignin(api('misc'), provider, draft.kind);
      sessionStorage.setItem(SIGNIN_DRAFT_KEY, JSON.stringify(draft));
      window.location.assign(url);
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  }, []);
  return { start, busy, failure };
}

/**
 * "Se connecter avec Facebook / Instagram / X" (spec 002 §3): the account of these kinds comes from
 * the provider's sign-in, never typed. On a stored channel it connects again (another account, or
 * a login that expired).
 */
export function SigninButton({ kind, channel }: { kind: SigninKind; channel: number | null }): ReactElement {
  const t = useT();
  const { start, busy, failure } = useSignin();
  const provider = signinProviderOf(kind) ?? 'facebook';
  return (
    <div className="settings-card">
      <p>
        {t(
          kind === 'whatsapp'
            ? 'settings-channels:signin.whatsapp_intro'
            : channel === null
              ? 'settings-channels:signin.intro'
              : 'settings-channels:signin.again',
        )}
      </p>
      {/* A new channel has nothing else to do first: the sign-in is the screen's one primary action. */}
      <button
        type="button"
        className={channel === null && kind !== 'whatsapp' ? 'primary signin-connect' : 'signin-connect'}
        disabled={busy}
        onClick={() => void start({ kind, channel })}
      >
        {t(`settings-channels:signin.connect_${provider}`)}
      </button>
      {failure ? (
        <p role="alert" className="list-error">
          {t(`settings-channels:signin.failed_${provider}`)}
        </p>
      ) : null}
    </div>
  );
}
