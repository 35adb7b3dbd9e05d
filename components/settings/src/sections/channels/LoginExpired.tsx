import type { Channel, SigninKind } from '@omnicanal/api';
import { ModalDialog, useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { signinFor } from './model/signin.ts';
import { useSignin } from './SigninButton.tsx';

/** The first Facebook or Instagram channel whose login the provider refused, if any. */
export function expiredLogin(channels: readonly Channel[]): Channel | null {
  return (
    channels.find((c) => {
      const provider = signinFor(c.kind);
      return c.status === 'auth_error' && (provider === 'facebook' || provider === 'instagram');
    }) ?? null
  );
}

/**
 * Spec 002 §8, the Facebook login refresh modal: a Facebook or Instagram channel in `auth_error`
 * means its login expired; OK starts the sign-in again for it (the "reload"), Escape puts it off
 * until the list is opened again.
 */
export function LoginExpired({ channel }: { channel: Channel }): ReactElement | null {
  const t = useT();
  const [open, setOpen] = useState(true);
  const { start, busy, failure } = useSignin();
  if (!open) return null;
  const provider = signinFor(channel.kind) ?? 'facebook';
  return (
    <ModalDialog
      title={t(`settings-channels:signin.expired_title_${provider}`)}
      description={t('settings-channels:signin.expired_text', { name: channel.name })}
      onCancel={() => setOpen(false)}
      actions={
        <button
          type="button"
          data-autofocus
          disabled={busy}
          onClick={() => void start({ kind: channel.kind as SigninKind, channel: channel.id })}
        >
          {t('settings-channels:signin.ok')}
        </button>
      }
    >
      {failure ? (
        <p role="alert" className="list-error">
          {t(`settings-channels:signin.failed_${provider}`)}
        </p>
      ) : null}
    </ModalDialog>
  );
}
