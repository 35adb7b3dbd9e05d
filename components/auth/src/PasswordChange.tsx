import { Form, useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { changePassword } from './model/account.ts';
import { PASSWORD_CHANGE_FORM } from './model/descriptors.ts';
import { Screen, Status } from './Screen.tsx';

/**
 * Password change of the signed-in user (spec 000 §3, §5): the old password, the new one twice. A
 * mismatch is the form error `password.passwords_mismatch` and sends nothing; a 400 lands on the
 * fields.
 */
export function PasswordChange(): ReactElement {
  const t = useT();
  const [done, setDone] = useState(false);
  return (
    <Screen title="auth:change.title">
      {done ? (
        <Status>{t('auth:change.done')}</Status>
      ) : (
        <Form
          descriptor={PASSWORD_CHANGE_FORM}
          label="auth:change.title"
          submitLabel="auth:change.submit"
          onSubmit={async (values) => {
            await changePassword({
              old_password: String(values.old_password),
              password1: String(values.password1),
              password2: String(values.password2),
            });
            setDone(true);
          }}
        />
      )}
    </Screen>
  );
}
