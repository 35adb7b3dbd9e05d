import { ApiRequestError } from '@omnicanal/api';
import { messageKey } from '@omnicanal/ui';

/*
 * The server's refusals as the web IVR screens show them: field messages (catalogue words such as
 * `required`, `not_found`, `invalid_email`) become translation keys under the field they name; the
 * rest is one general sentence.
 */

/** Words of the web IVR's schemas that have their own sentence in `webivr-content:errors`. */
const OWN = new Set([
  'required',
  'not_found',
  'too_long',
  'invalid',
  'invalid_email',
  'choices_required',
  'duplicate_identifier',
]);

/** The translation key of one server message. */
export function errorKey(message: string): string {
  if (OWN.has(message)) return `webivr-content:errors.${message}`;
  return messageKey(message) ?? 'webivr-content:errors.invalid';
}

/** Field errors by field path (`label`, `fields.0.identifier`), as translation keys; empty when none. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiRequestError)) return {};
  const out: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(error.error.fields)) out[name] = messages.map(errorKey);
  return out;
}

/**
 * The translation key of what to say above the form, or null to use the app's sentence for the
 * error's code: a form-wide word of the schema (`duplicate_identifier`), else "check the fields"
 * when the fields say the rest.
 */
export function generalKey(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const own = error.error.general.find((message) => OWN.has(message));
  if (own) return errorKey(own);
  return Object.keys(fieldErrorsOf(error)).length > 0 ? 'webivr-content:errors.check_fields' : null;
}
