import { AccountUser, TokenResponse, TwoFactorSetup } from '@omnicanal/api';
import { api } from '@omnicanal/stores';
import type { FieldValue } from '@omnicanal/ui';
import * as v from 'valibot';

/** The account calls of spec 000 §7 "Account and session", on the core service. */

const core = () => api('core');
const text = (value: FieldValue | undefined) => (typeof value === 'string' ? value : '');

/**
 * POST /register (hosted edition): the registration form's values as the contract names them;
 * POST /appsumo/register, with the same fields, for the deal-marketplace variant.
 */
export function register(
  values: Record<string, FieldValue>,
  language: string,
  variant: 'standard' | 'appsumo' = 'standard',
): Promise<unknown> {
  const phone = text(values.phone_number).trim();
  return core().post(
    variant === 'appsumo' ? '/appsumo/register' : '/register',
    {
      first_name: text(values.first_name),
      last_name: text(values.last_name),
      email: text(values.email).trim(),
      ...(phone ? { phone_number: phone } : {}),
      company: text(values.company),
      password1: text(values.password1),
      password2: text(values.password2),
      terms: values.terms === true,
      language,
    },
    { anonymous: true },
  );
}

/** POST /email/send-validate: another confirmation mail. */
export const resendConfirmation = (email: string) =>
  core().post('/email/send-validate', { email: email.trim() }, { anonymous: true });

/** POST /email/validate: the key of the mailed link (sent without a token, spec 000 §7). */
export const validateEmail = (key: string) => core().post('/email/validate', { key }, { anonymous: true });

/** POST /user/password: asks for a reset mail. */
export const requestPasswordReset = (email: string) =>
  core().post('/user/password', { email: email.trim() }, { anonymous: true });

/** POST /user/password/confirm: the new password with the link's uid and token. */
export const confirmPasswordReset = (body: {
  uid: string;
  token: string;
  password1: string;
  password2: string;
}) => core().post('/user/password/confirm', body, { anonymous: true });

/**
 * POST /invitation/accept: the invited agent's password with the link's uid and token; the answer
 * names the address the agent now signs in with.
 */
export async function acceptInvitation(body: {
  uid: string;
  token: string;
  password1: string;
  password2: string;
}): Promise<string> {
  const answer = await core().post('/invitation/accept', body, { anonymous: true });
  return v.parse(v.object({ email: v.string() }), answer).email;
}

/** POST /password/change (signed in). */
export const changePassword = (body: { old_password: string; password1: string; password2: string }) =>
  core().post('/password/change', body);

const TwoFactorFlag = v.object({ two_factor: AccountUser.entries.two_factor });

/** Whether the signed-in account has two-factor on (GET /user/account `two_factor`). */
export async function twoFactorEnabled(): Promise<boolean> {
  // Only the flag matters here; the rest of the account is the shell's to check.
  return v.parse(TwoFactorFlag, await core().get('/user/account')).two_factor;
}

/** POST /user/2fa/setup: a pending secret and its otpauth URL. */
export async function setupTwoFactor(): Promise<TwoFactorSetup> {
  return v.parse(TwoFactorSetup, await core().post('/user/2fa/setup', {}));
}

export const enableTwoFactor = (code: string, password: string) =>
  core().post('/user/2fa/enable', { code, password });
export const disableTwoFactor = (password: string) => core().post('/user/2fa/disable', { password });

/** POST /user/masquerade: a token acting as the user with this address. */
export async function masquerade(email: string): Promise<string> {
  return v.parse(
    v.object({ token: TokenResponse.entries.token }),
    await core().post('/user/masquerade', { email: email.trim() }),
  ).token;
}

/** GET /saml/login with the no-redirect flag: where the identity provider signs the user in. */
export async function ssoLoginUrl(): Promise<string> {
  const answer = await core().get('/saml/login', { query: { no_redirect: 'true' }, anonymous: true });
  return v.parse(v.object({ url: v.string() }), answer).url;
}
