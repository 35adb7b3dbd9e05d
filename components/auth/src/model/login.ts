import { type AccountLoginRequest, ApiRequestError, LoginRequest, TokenResponse } from '@omnicanal/api';
import { api } from '@omnicanal/stores';
import * as v from 'valibot';

/**
 * Sign-in as plain functions: validation and the mapping of server answers to what the form
 * shows, unit-tested under Node. Messages stay descriptions (a key, a server sentence, an error)
 * and become text only in the component, through `t` and `errorMessage`.
 */

export type LoginField = 'email' | 'password';

export type Message =
  /** A translation key, `ns:key`. */
  | { key: string }
  /** An error to put into words with `errorMessage` (catalogue code, server sentence or generic). */
  | { error: unknown }
  /** The account is locked until this instant (ISO 8601), shown in the user's date format. */
  | { suspendedUntil: string };

export interface LoginErrors {
  fields: Partial<Record<LoginField, Message>>;
  general: Message[];
}

export const NO_ERRORS: LoginErrors = { fields: {}, general: [] };

export type Checked = { ok: true; value: LoginRequest } | { ok: false; errors: LoginErrors };

const FIELDS: readonly LoginField[] = ['email', 'password'];

const isField = (name: string): name is LoginField => (FIELDS as readonly string[]).includes(name);

/** Checks the form with the shared schema; empty fields say "required" and nothing is sent. */
export function validateLogin(values: { email: string; password: string }): Checked {
  const fields: LoginErrors['fields'] = {};
  if (!values.email.trim()) fields.email = { key: 'common:field.required' };
  if (!values.password) fields.password = { key: 'common:field.required' };
  const result = v.safeParse(LoginRequest, values);
  if (!result.success) {
    for (const issue of result.issues) {
      const name = v.getDotPath(issue);
      if (!name || !isField(name) || fields[name]) continue;
      fields[name] = {
        key: issue.type === 'max_length' ? 'common:field.max_length' : 'common:field.invalid',
      };
    }
  }
  if (Object.keys(fields).length || !result.success) return { ok: false, errors: { fields, general: [] } };
  return { ok: true, value: result.output };
}

/**
 * What a failed sign-in shows. Bad credentials and every other catalogue code are one general
 * message; a 400 on the form's own fields marks those fields (the server's sentences are for
 * developers and in English, so the field says "invalid" in the user's language).
 */
export function loginErrors(error: unknown): LoginErrors {
  if (!(error instanceof ApiRequestError)) return { fields: {}, general: [{ error }] };
  const until = error.error.fields.until?.[0];
  if (error.error.code === 'account_suspended' && until)
    return { fields: {}, general: [{ suspendedUntil: until }] };
  const fields: LoginErrors['fields'] = {};
  for (const name of Object.keys(error.error.fields)) {
    if (isField(name)) fields[name] = { key: 'common:field.invalid' };
  }
  const marked = Object.keys(fields).length > 0;
  // invalid_payload's detail repeats the field errors for developers; a sentence without any code
  // (the `field:message` list format) is meant for the user and stays.
  const { code, general } = error.error;
  const onlyAboutFields = code === 'invalid_payload' || (code === null && general.length === 0);
  return { fields, general: marked && onlyAboutFields ? [] : [{ error }] };
}

/**
 * What comes after a refused sign-in: the one-time passcode step when the account has a second
 * factor (401 two_factor_required), otherwise the same step with its errors.
 */
export function needsCode(error: unknown): boolean {
  return error instanceof ApiRequestError && error.error.code === 'two_factor_required';
}

/** POST core /user/login, without any stored token (spec 000 §7); `code` is the second factor. */
export async function signIn(body: AccountLoginRequest): Promise<TokenResponse> {
  const answer = await api('core').post<unknown>('/user/login', body, { anonymous: true });
  return v.parse(TokenResponse, answer);
}

/**
 * The message of a failed single sign-on (spec 000 §8 "Single sign-on"): not configured, the
 * server out of reach, otherwise "an error has occurred".
 */
export function ssoError(error: unknown): Message {
  const code = error instanceof ApiRequestError ? error.error.code : null;
  if (code === 'sso_not_configured' || code === 'network_error') return { key: `common:errors.${code}` };
  return { key: 'common:errors.unknown' };
}
