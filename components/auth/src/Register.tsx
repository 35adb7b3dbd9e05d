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
 * "registered account" message with its Start button. The `appsumo` variant (/register/appsumo)
 * is the same form under its own title, sent to the deal-marketplace registration.
 */
export function Register({ variant = 'standard' }: { variant?: 'standard' | 'appsumo' }): ReactElement {
  const t = useT();
  const { host } = useElement();
  const { edition } = useStore($config);
  const [done, setDone] = useState(false);
  const title = variant === 'appsumo' ? 'auth:register.appsumo_title' : 'auth:register.title';

  if (edition !== 'hosted')
    return (
      <Screen title={title}>
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
    <Screen title={title}>
      {variant === 'appsumo' && <p>{t('auth:register.appsumo_intro')}</p>}
      <Form
        descriptor={REGISTER_FORM}
        label={title}
        submitLabel="auth:register.submit"
        onSubmit={async (values) => {
          await register(values, $locale.get(), variant);
          setDone(true);
        }}
      />
    </Screen>
  );
}
