import { useElement } from '@omnicanal/element';
import { Form, useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { emitNavigate, emitSignedIn, PATHS } from './events.ts';
import { masquerade } from './model/account.ts';
import { EMAIL_FORM } from './model/descriptors.ts';
import { Screen } from './Screen.tsx';

/**
 * Acting as another user (spec 000 §2 /m/, owners and administrators): their address, then
 * `oc-signed-in` with the token and `masquerade: true`, then `oc-navigate` home; the server
 * decides who may.
 */
export function Masquerade(): ReactElement {
  const t = useT();
  const { host } = useElement();
  return (
    <Screen title="auth:masquerade.title">
      <p>{t('auth:masquerade.intro')}</p>
      <Form
        descriptor={EMAIL_FORM('auth:masquerade.email')}
        label="auth:masquerade.title"
        submitLabel="auth:masquerade.submit"
        onSubmit={async (values) => {
          const token = await masquerade(String(values.email));
          emitSignedIn(host, { token, masquerade: true });
          // The acting user may not be allowed on this screen: start from their home instead.
          emitNavigate(host, PATHS.home);
        }}
      />
    </Screen>
  );
}
