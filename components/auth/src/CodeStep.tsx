import {
  type AccountLoginRequest,
  ApiRequestError,
  type LoginRequest,
  type TokenResponse,
} from '@omnicanal/api';
import { fmtDateTime, i18n } from '@omnicanal/i18n';
import { Form, toFormError, useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { CODE_FORM } from './model/descriptors.ts';
import { loginErrors, signIn } from './model/login.ts';
import { Screen } from './Screen.tsx';

export interface CodeStepProps {
  /** The email and password the server accepted, sent again with the code. */
  credentials: LoginRequest;
  onBack: () => void;
  onSignedIn: (answer: TokenResponse) => void;
}

/**
 * A suspension is worded here with its date (the kit shows a sentence that is not a key as is);
 * every other refusal goes through the shared mapping.
 */
function codeError(error: unknown): unknown {
  const [first] = loginErrors(error).general;
  if (first && 'suspendedUntil' in first && error instanceof ApiRequestError) {
    const sentence = i18n.t('common:errors.account_suspended', { date: fmtDateTime(first.suspendedUntil) });
    return new ApiRequestError({ status: error.error.status, code: null, fields: {}, general: [sentence] });
  }
  return toFormError(error);
}

/** Second sign-in step (spec 000 §2, §5): the 6-character code of the authenticator app. */
export function CodeStep({ credentials, onBack, onSignedIn }: CodeStepProps): ReactElement {
  const t = useT();
  return (
    <Screen title="auth:signin.code_title">
      <p>{t('auth:signin.code_intro')}</p>
      <Form
        descriptor={CODE_FORM('auth:signin.code')}
        label="auth:signin.code_title"
        submitLabel="auth:signin.verify"
        onSubmit={async (values) => {
          const body: AccountLoginRequest = { ...credentials, code: String(values.code) };
          let answer: TokenResponse;
          try {
            answer = await signIn(body);
          } catch (error) {
            throw codeError(error);
          }
          onSignedIn(answer);
        }}
      />
      <button type="button" className="link" onClick={onBack}>
        {t('auth:signin.back')}
      </button>
    </Screen>
  );
}
