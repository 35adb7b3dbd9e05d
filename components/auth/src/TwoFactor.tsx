import { errorMessage } from '@omnicanal/i18n';
import { Form, useT } from '@omnicanal/ui';
import { create } from 'qrcode';
import { type ReactElement, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor, twoFactorEnabled } from './model/account.ts';
import { DISABLE_TWO_FACTOR_FORM, ENABLE_TWO_FACTOR_FORM } from './model/descriptors.ts';
import { qrPath } from './model/qr-path.ts';
import { type EnrolStep, stepNumber, TWO_FACTOR_START, twoFactorReducer } from './model/two-factor.ts';
import { Alert, Screen, Status } from './Screen.tsx';

/**
 * Two-factor security code (spec 000 §2): when off, the three steps (install an authenticator
 * app, scan the QR code, enter the code); when on, turning it off with the password.
 */
export function TwoFactor(): ReactElement {
  const t = useT();
  const [state, dispatch] = useReducer(twoFactorReducer, TWO_FACTOR_START);
  const [busy, setBusy] = useState(false);
  const [setupError, setSetupError] = useState<unknown>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const step = state.kind === 'enrol' ? state.step : null;
  const back = (
    <button type="button" onClick={() => dispatch({ type: 'back' })}>
      {t('auth:two_factor.back')}
    </button>
  );

  useEffect(() => {
    let alive = true;
    twoFactorEnabled().then(
      (on) => alive && dispatch({ type: 'loaded', twoFactor: on }),
      (error: unknown) => alive && dispatch({ type: 'failed', error }),
    );
    return () => {
      alive = false;
    };
  }, []);

  // A new step takes the focus on its heading so keyboard and screen-reader users start there.
  useEffect(() => {
    if (step && step !== 'install') stepHeading.current?.focus();
  }, [step]);

  const next = async () => {
    if (state.kind !== 'enrol') return;
    if (state.step === 'install' && !state.setup) {
      setBusy(true);
      setSetupError(null);
      try {
        dispatch({ type: 'setup', ...(await setupTwoFactor()) });
      } catch (error) {
        setSetupError(error);
        return;
      } finally {
        setBusy(false);
      }
    }
    dispatch({ type: 'next' });
  };

  return (
    <Screen title="auth:two_factor.title">
      {state.kind === 'loading' && <Status>{t('common:actions.loading')}</Status>}
      {state.kind === 'failed' && <Alert>{errorMessage(state.error)}</Alert>}
      {state.kind === 'enabled' && <Status>{t('auth:two_factor.enabled')}</Status>}
      {state.kind === 'disabled' && <Status>{t('auth:two_factor.disabled')}</Status>}
      {state.kind === 'on' && (
        <>
          <p>{t('auth:two_factor.on')}</p>
          <Form
            descriptor={DISABLE_TWO_FACTOR_FORM}
            label="auth:two_factor.disable"
            submitLabel="auth:two_factor.disable"
            onSubmit={async (values) => {
              await disableTwoFactor(String(values.password));
              dispatch({ type: 'disabled' });
            }}
          />
        </>
      )}
      {state.kind === 'enrol' && (
        <div className="steps">
          <h2 ref={stepHeading} tabIndex={-1}>
            {t('auth:two_factor.step', { n: stepNumber(state.step), count: 3 })} —{' '}
            {t(`auth:two_factor.${state.step}_title`)}
          </h2>
          <StepBody step={state.step} secret={state.setup?.secret} url={state.setup?.otpauth_url} />
          {setupError !== null && <Alert>{errorMessage(setupError)}</Alert>}
          {state.step === 'code' && (
            <Form
              descriptor={ENABLE_TWO_FACTOR_FORM}
              label="auth:two_factor.code_title"
              submitLabel="auth:two_factor.enable"
              secondaryAction={back}
              onSubmit={async (values) => {
                await enableTwoFactor(String(values.code), String(values.password));
                dispatch({ type: 'enabled' });
              }}
            />
          )}
          {state.step !== 'code' && (
            <div className="actions">
              {state.step !== 'install' && back}
              <button type="button" className="primary" disabled={busy} onClick={() => void next()}>
                {t('auth:two_factor.next')}
              </button>
            </div>
          )}
        </div>
      )}
    </Screen>
  );
}

function StepBody({ step, secret, url }: { step: EnrolStep; secret?: string; url?: string }): ReactElement {
  const t = useT();
  if (step === 'install') return <p>{t('auth:two_factor.install_text')}</p>;
  if (step === 'code') return <p>{t('auth:two_factor.code_text')}</p>;
  return (
    <>
      <p>{t('auth:two_factor.scan_text')}</p>
      {url && <QrCode text={url} />}
      <p>
        {t('auth:two_factor.secret')} <code className="secret">{secret}</code>
      </p>
    </>
  );
}

/**
 * The otpauth URL drawn as a QR code in SVG, made in the browser (the secret never leaves the page)
 * and without a `data:` image, which a strict Content-Security-Policy blocks.
 */
function QrCode({ text }: { text: string }): ReactElement | null {
  const t = useT();
  const drawn = useMemo(() => {
    try {
      const { modules } = create(text);
      return { size: modules.size + 2, path: qrPath(modules, 1) };
    } catch {
      return null;
    }
  }, [text]);
  if (!drawn) return null;
  return (
    <svg
      className="qr"
      role="img"
      aria-label={t('auth:two_factor.qr_alt')}
      width={200}
      height={200}
      viewBox={`0 0 ${drawn.size} ${drawn.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={drawn.size} height={drawn.size} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
