import { ApiRequestError } from '@omnicanal/api';
import { useElement } from '@omnicanal/element';
import { Form, toFormError, useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { emitNavigate, PATHS } from './events.ts';
import { confirmPasswordReset, requestPasswordReset } from './model/account.ts';
import { EMAIL_FORM, RESET_CONFIRM_FORM } from './model/descriptors.ts';
import { Alert, Screen, Status } from './Screen.tsx';

/**
 * Forgotten password, first half (spec 000 §2 /password/*): the address, then the same sentence
 * whether or not an account has it, as the server answers.
 */
export function PasswordReset(): ReactElement {
  const t = useT();
  const [sent, setSent] = useState(false);
  return (
    <Screen title="auth:reset.title">
      {sent ? (
        <Status>{t('auth:reset.sent')}</Status>
      ) : (
        <>
          <p>{t('auth:reset.intro')}</p>
          <Form
            descriptor={EMAIL_FORM('auth:reset.email')}
            label="auth:reset.title"
            submitLabel="auth:reset.submit"
            onSubmit={async (values) => {
              try {
                await requestPasswordReset(String(values.email));
              } catch (error) {
                throw toFormError(error);
              }
              setSent(true);
            }}
          />
        </>
      )}
    </Screen>
  );
}

/** The mailed link's refusal (bad or spent token) reads as what it is: a link that no longer works. */
function resetError(error: unknown): unknown {
  if (error instanceof ApiRequestError && error.error.code === 'bad_token')
    return new ApiRequestError({ status: 400, code: null, fields: {}, general: ['auth:reset.bad_link'] });
  return toFormError(error);
}

/** Forgotten password, second half: the new password twice, for the link's `uid` and `token`. */
export function PasswordResetConfirm({
  uid,
  resetToken,
}: {
  uid?: string;
  resetToken?: string;
}): ReactElement {
  const t = useT();
  const { host } = useElement();
  const [done, setDone] = useState(false);
  if (!uid || !resetToken)
    return (
      <Screen title="auth:reset.confirm_title">
        <Alert>{t('auth:reset.bad_link')}</Alert>
      </Screen>
    );
  return (
    <Screen title="auth:reset.confirm_title">
      {done ? (
        <>
          <Status>{t('auth:reset.done')}</Status>
          <button type="button" className="primary" onClick={() => emitNavigate(host, PATHS.login)}>
            {t('auth:signin.submit')}
          </button>
        </>
      ) : (
        <Form
          descriptor={RESET_CONFIRM_FORM}
          label="auth:reset.confirm_title"
          submitLabel="auth:reset.confirm_submit"
          onSubmit={async (values) => {
            try {
              await confirmPasswordReset({
                uid,
                token: resetToken,
                password1: String(values.password1),
                password2: String(values.password2),
              });
            } catch (error) {
              throw resetError(error);
            }
            setDone(true);
          }}
        />
      )}
    </Screen>
  );
}
