import { errorMessage } from '@omnicanal/i18n';
import { Form, useT } from '@omnicanal/ui';
import { type ReactElement, useEffect, useState } from 'react';
import { resendConfirmation, validateEmail } from './model/account.ts';
import { type ConfirmOutcome, confirmOutcome, offersResend } from './model/confirm.ts';
import { EMAIL_FORM } from './model/descriptors.ts';
import { Alert, Screen, Status } from './Screen.tsx';

type Checking = { kind: 'checking' } | { kind: 'done'; outcome: ConfirmOutcome; error?: unknown };

/**
 * Email confirmation (spec 000 §2 /confirm-email and the mailed /email/* link): with the link's
 * key, validates it and says the outcome; without one, or once the link has expired, the form that
 * sends another mail.
 */
export function ConfirmEmail({ confirmKey }: { confirmKey?: string }): ReactElement {
  const t = useT();
  const [check, setCheck] = useState<Checking | null>(confirmKey ? { kind: 'checking' } : null);

  useEffect(() => {
    if (!confirmKey) {
      setCheck(null);
      return;
    }
    let alive = true;
    setCheck({ kind: 'checking' });
    validateEmail(confirmKey).then(
      () => alive && setCheck({ kind: 'done', outcome: 'validated' }),
      (error: unknown) => alive && setCheck({ kind: 'done', outcome: confirmOutcome(error), error }),
    );
    return () => {
      alive = false;
    };
  }, [confirmKey]);

  const resend = check === null || (check.kind === 'done' && offersResend(check.outcome));
  return (
    <Screen title="auth:confirm.title">
      {check?.kind === 'checking' && <Status>{t('auth:confirm.checking')}</Status>}
      {check?.kind === 'done' && check.outcome === 'validated' && (
        <Status>{t('auth:confirm.validated')}</Status>
      )}
      {check?.kind === 'done' && check.outcome === 'already' && <Status>{t('auth:confirm.already')}</Status>}
      {check?.kind === 'done' && check.outcome === 'expired' && <Alert>{t('auth:confirm.expired')}</Alert>}
      {check?.kind === 'done' && check.outcome === 'not_found' && (
        <Alert>{t('auth:confirm.not_found')}</Alert>
      )}
      {check?.kind === 'done' && check.outcome === 'failed' && <Alert>{errorMessage(check.error)}</Alert>}
      {resend && <ResendForm />}
    </Screen>
  );
}

/** "Resend the email": POST /email/send-validate, then a sentence saying it left. */
function ResendForm(): ReactElement {
  const t = useT();
  const [sent, setSent] = useState(false);
  if (sent) return <Status>{t('auth:confirm.sent')}</Status>;
  return (
    <>
      <p>{t('auth:confirm.resend_intro')}</p>
      <Form
        descriptor={EMAIL_FORM('auth:confirm.email')}
        label="auth:confirm.resend"
        submitLabel="auth:confirm.resend"
        onSubmit={async (values) => {
          await resendConfirmation(String(values.email));
          setSent(true);
        }}
      />
    </>
  );
}
