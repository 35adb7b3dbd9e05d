import { type ApiError, ApiRequestError } from '@omnicanal/api';
import { isErrorCode, PASSWORD_RULES } from '@omnicanal/core';

/**
 * Server answers as the form kit shows them (spec 000 §5, §8). The server
 * names its field problems with message keys and catalogue codes (`password.min_length`,
 * `email_already_linked`, `required`); the kit shows a message as its translation when the key
 * exists, so each is rewritten here to a qualified key of `form`, `common` or `auth`.
 */

/** A message key rather than a sentence (`invalid_choice`, `password.too_similar`). */
const KEY_LIKE = /^[a-z0-9_.:-]+$/;

/** A key of the namespaces this module writes to. */
const QUALIFIED = /^(form|common|auth):/;

/** Password rules whose `form:password.<rule>` text takes no value (`min_length` needs the minimum). */
const PASSWORD_MESSAGES = new Set<string>([
  ...PASSWORD_RULES.filter((rule) => rule !== 'min_length'),
  'passwords_mismatch',
]);

/** The qualified translation key of one server message key or code, or null when it is not one. */
export function messageKey(message: string): string | null {
  // Already rewritten (a screen may map before the kit does): mapping twice changes nothing.
  if (QUALIFIED.test(message)) return message;
  if (message.startsWith('password.')) {
    const rule = message.slice('password.'.length);
    // `form:password.min_length` needs the minimum as a value, which a server message lacks.
    return PASSWORD_MESSAGES.has(rule) ? `form:${message}` : 'form:errors.password_rejected';
  }
  if (message === 'required') return 'form:errors.required';
  if (message === 'max_length') return 'common:field.max_length';
  if (isErrorCode(message)) return `common:errors.${message}`;
  return null;
}

/**
 * The answer rewritten for the form kit: field messages and general messages become qualified
 * keys; the server's English `detail` is dropped when a code says the same thing; a code with no
 * text of its own becomes the generic message. Anything not from the server is left untouched.
 */
export function toFormError(error: unknown): unknown {
  if (!(error instanceof ApiRequestError)) return error;
  const { status, code, fields, general } = error.error;
  const out: ApiError = { status, code: null, fields: {}, general: [] };
  for (const [name, messages] of Object.entries(fields)) {
    // A sentence is the server speaking to the user and stays; a key the client has no words for
    // still marks the field.
    out.fields[name] = messages.map(
      (message) => messageKey(message) ?? (KEY_LIKE.test(message) ? 'common:field.invalid' : message),
    );
  }
  for (const message of general) {
    const key = messageKey(message);
    if (key) out.general.push(key);
    // Without a code, a sentence is the server speaking to the user; with one, it is for developers.
    else if (code === null) out.general.push(message);
  }
  const said = Object.keys(out.fields).length > 0 || out.general.length > 0;
  if (code && code !== 'invalid_payload') {
    const key = isErrorCode(code) ? `common:errors.${code}` : 'common:errors.unknown';
    if (!out.general.includes(key) && !Object.values(out.fields).some((list) => list.includes(key)))
      out.general.unshift(key);
  } else if (!said) out.general.push(code ? `common:errors.${code}` : 'common:errors.unknown');
  return new ApiRequestError(out);
}
