import { ApiRequestError } from '@omnicanal/api';
import { useElement } from '@omnicanal/element';
import { Form, toFormError, useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { emitNavigate, emitSignedIn, PATHS } from './events.ts';
import { acceptInvitation } from './model/account.ts';
import { RESET_CONFIRM_FORM } from './model/descriptors.ts';
import { signIn } from './model/login.ts';
import { Alert, Screen, Status } from './Screen.tsx';

/** A refused link (bad, spent or expired token) reads as what it is, not as a form problem. */
function invitationError(error: unknown): unknown {
  if (error instanceof ApiRequestError && error.error.code === 'bad_token')
    return new ApiRequestError({
      status: 400,
      code: null,
      fields: {},
      general: ['auth:invitation.bad_link'],
    });
  return toFormError(error);
}

/**
 * An agent's invitation (spec 000 §2 /invitation/*): the new password twice for the link's `uid`
 * and token, under the shared policy. The accept call answers no token, so the screen signs in
 * with the address it names and the password just chosen, then leads home; when that sign-in is
 * refused (a second factor, a lock) the agent is sent to the sign-in screen instead.
 */
export function Invitation({
  uid,
  invitationToken,
}: {
  uid?: string;
  invitationToken?: string;
}): ReactElement {
  const t = useT();
  const { host } = useElement();
  const [accepted, setAccepted] = useState(false);
  if (!uid || !invitationToken)
    return (
      <Screen title="auth:invitation.title">
        <Alert>{t('auth:invitation.bad_link')}</Alert>
      </Screen>
    );
  return (
    <Screen title="auth:invitation.title">
      {accepted ? (
        <>
          <Status>{t('auth:invitation.done')}</Status>
          <button type="button" className="primary" onClick={() => emitNavigate(host, PATHS.login)}>
            {t('auth:signin.submit')}
          </button>
        </>
      ) : (
        <>
          <p>{t('auth:invitation.intro')}</p>
          <Form
            descriptor={RESET_CONFIRM_FORM}
            label="auth:invitation.title"
            submitLabel="auth:invitation.submit"
            onSubmit={async (values) => {
              const password = String(values.password1);
              let email: string;
              try {
                email = await acceptInvitation({
                  uid,
                  token: invitationToken,
                  password1: password,
                  password2: String(values.password2),
                });
              } catch (error) {
                throw invitationError(error);
              }
              try {
                const answer = await signIn({ email, password });
                emitSignedIn(host, { token: answer.token, expires_at: answer.expires_at });
                emitNavigate(host, PATHS.home);
              } catch {
                // The password is set either way; the sign-in screen says why it refuses, if it does.
                setAccepted(true);
              }
            }}
          />
        </>
      )}
    </Screen>
  );
}
