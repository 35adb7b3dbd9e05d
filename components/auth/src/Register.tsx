import { useStore } from '@nanostores/react';
import { useElement } from '@omnicanal/element';
import { $config, $locale } from '@omnicanal/stores';
import { Form, useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { emitNavigate, PATHS } from './events.ts';
import { register } from './model/account.ts';
import { REGISTER_FORM } from './model/descriptors.ts';
import { Screen } from './Screen.tsx';

/**
 * Self-registration (spec 000 §2 /register, hosted edition only): the contract's fields, terms
 * required, the password policy and the confirmation checked before any call, then the
 * "registered account" message with its Start button.
 */
export function Register(): ReactElement {
  const t = useT();
  const { host } = useElement();
  const { edition } = useStore($config);
  const [done, setDone] = useState(false);

  if (edition !== 'hosted')
    return (
      <Screen title="auth:register.title">
        <p role="status">{t('auth:register.unavailable')}</p>
      </Screen>
    );

  if (done)
    return (
      <Screen title="auth:register.done_title">
        <p role="status">{t('auth:register.done')}</p>
        <button type="button" className="primary" onClick={() => emitNavigate(host, PATHS.login)}>
          {t('auth:register.start')}
        </button>
      </Screen>
    );

  return (
    <Screen title="auth:register.title">
      <Form
        descriptor={REGISTER_FORM}
        label="auth:register.title"
        submitLabel="auth:register.submit"
        onSubmit={async (values) => {
          await register(values, $locale.get());
          setDone(true);
        }}
      />
    </Screen>
  );
}
