import type { LoginRequest } from '@omnicanal/api';
import { safeHref } from '@omnicanal/core';
import { useElement } from '@omnicanal/element';
import { errorMessage, fmtDateTime } from '@omnicanal/i18n';
import { RevealIcon, useT } from '@omnicanal/ui';
import { type FormEvent, type ReactElement, useId, useRef, useState } from 'react';
import { CodeStep } from './CodeStep.tsx';
import { emitNavigate, emitSignedIn, PATHS } from './events.ts';
import { ssoLoginUrl } from './model/account.ts';
import {
  type LoginErrors,
  type LoginField,
  loginErrors,
  type Message,
  NO_ERRORS,
  needsCode,
  signIn,
  ssoError,
  validateLogin,
} from './model/login.ts';

/**
 * The sign-in form of `<oc-auth>` (spec 000 §2, §7, §8): email and password, checked here first so
 * an empty form never reaches the server, then POST /user/login; an account with two-factor on
 * goes on to the one-time passcode step. Single sign-on sits beside it. It announces the token
 * with `oc-signed-in` and keeps nothing itself.
 */
export function SignIn(): ReactElement {
  const t = useT();
  const { host } = useElement();
  const id = useId();
  const [values, setValues] = useState({ email: '', password: '' });
  const [reveal, setReveal] = useState(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>(NO_ERRORS);
  const [pending, setPending] = useState<LoginRequest | null>(null);
  const [sso, setSso] = useState(false);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const text = (message: Message) => {
    if ('key' in message) return t(message.key);
    if ('suspendedUntil' in message)
      return t('common:errors.account_suspended', { date: fmtDateTime(message.suspendedUntil) });
    return errorMessage(message.error);
  };

  async function singleSignOn() {
    if (sso) return;
    setSso(true);
    setErrors(NO_ERRORS);
    try {
      const url = safeHref(await ssoLoginUrl());
      if (!url) throw new Error('The identity provider address is not a web address.');
      window.location.assign(url);
    } catch (error) {
      setErrors({ fields: {}, general: [ssoError(error)] });
    } finally {
      setSso(false);
    }
  }

  if (pending)
    return (
      <CodeStep
        credentials={pending}
        onBack={() => setPending(null)}
        onSignedIn={(answer) => emitSignedIn(host, answer)}
      />
    );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const checked = validateLogin(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = (['email', 'password'] as const).find((name) => checked.errors.fields[name]);
      if (first) inputs[first].current?.focus();
      return;
    }
    setErrors(NO_ERRORS);
    setSending(true);
    try {
      const answer = await signIn(checked.value);
      emitSignedIn(host, { token: answer.token, expires_at: answer.expires_at });
    } catch (error) {
      if (needsCode(error)) setPending(checked.value);
      else setErrors(loginErrors(error));
    } finally {
      setSending(false);
    }
  }

  const change = (name: LoginField) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [name]: value }));
  };

  /** Props tying a field to its error: described by it and marked invalid while it shows. */
  const described = (name: LoginField) =>
    errors.fields[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {};

  const fieldError = (name: LoginField) => {
    const message = errors.fields[name];
    return message ? (
      <p className="field-error error-text" id={`${id}-${name}-error`}>
        {text(message)}
      </p>
    ) : null;
  };

  return (
    <form className="signin" part="form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <div className="intro">
        <h1 id={`${id}-title`} part="title">
          {t('auth:signin.title')}
        </h1>
        {/* The live region is always there, so that a message appearing in it is announced. */}
        <div role="alert" className="general error-text">
          {errors.general.length ? (
            <div className="box">
              {errors.general.map((message, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced as a whole, never reordered
                <p key={i}>{text(message)}</p>
              ))}
            </div>
          ) : null}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('auth:signin.email')}</label>
        <input
          ref={inputs.email}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          required
          value={values.email}
          onChange={change('email')}
          {...described('email')}
        />
        {fieldError('email')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>{t('auth:signin.password')}</label>
        <div className="password">
          <input
            ref={inputs.password}
            id={`${id}-password`}
            name="password"
            type={reveal ? 'text' : 'password'}
            autoComplete="current-password"
            required
            value={values.password}
            onChange={change('password')}
            {...described('password')}
          />
          <button
            type="button"
            className="reveal"
            part="reveal"
            aria-pressed={reveal}
            aria-controls={`${id}-password`}
            onClick={() => setReveal((shown) => !shown)}
          >
            <RevealIcon shown={reveal} />
            <span className="visually-hidden">{t('auth:signin.show_password')}</span>
          </button>
        </div>
        {fieldError('password')}
      </div>
      <button type="submit" className="primary submit" part="submit" disabled={sending}>
        {sending ? t('auth:signin.sending') : t('auth:signin.submit')}
      </button>
      <div className="links">
        <button type="button" className="link" onClick={() => emitNavigate(host, PATHS.passwordReset)}>
          {t('auth:signin.forgot')}
        </button>
        <button
          type="button"
          className="sso"
          aria-busy={sso}
          disabled={sso}
          onClick={() => void singleSignOn()}
        >
          {t('auth:signin.sso')}
        </button>
      </div>
    </form>
  );
}
