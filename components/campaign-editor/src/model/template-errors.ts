import { ApiRequestError } from '@omnicanal/api';
import { isErrorCode } from '@omnicanal/core';

/*
 * The template form's problems, whether found while typing (core's rules) or answered by the
 * server, as the kit's messages on the field that shows them.
 */

/** Codes with a sentence of their own under `campaigns:templates.problems`. */
export const TEMPLATE_PROBLEM_CODES = [
  'required',
  'too_long',
  'name_invalid',
  'already_exists',
  'card_unsupported',
  'card_required',
  'variables_not_sequential',
  'example_missing',
  'header_unsupported',
  'too_many_variables',
  'image_ratio',
  'image_required',
  'footer_unsupported',
  'button_incomplete',
  'button_too_long',
  'buttons_unsupported',
  'too_many_call_to_action',
  'too_many_quick_replies',
  'buttons_mixed',
  'too_many_suggestions',
  'buttons_required',
  'too_many_buttons',
  'channel_account_required',
  'sms_sender_invalid',
  'url_invalid',
  'phone_invalid',
  'tree_unknown',
  'unknown_skill',
  'invalid_choice',
  'invalid',
] as const;

/** The translation key of a problem code. */
export function problemKey(code: string): string {
  if ((TEMPLATE_PROBLEM_CODES as readonly string[]).includes(code))
    return `campaigns:templates.problems.${code}`;
  // A code of the common catalogue keeps its sentence; one the client has no words for still marks the field.
  return isErrorCode(code) ? `common:errors.${code}` : 'common:field.invalid';
}

/**
 * The form field a server field is shown on: `body.text` and `body.title` on the body, a
 * button's problem on the buttons, an example on its own field; otherwise the first part.
 */
export function formFieldOf(name: string): string {
  if (/^examples\.\d+$/.test(name) || name === 'body.description') return name;
  return name.split('.')[0] ?? name;
}

/** A refused save as field problems (form fields → codes) and what is said above the form. */
export function saveProblems(error: unknown): { fields: Record<string, string[]>; general: unknown | null } {
  if (!(error instanceof ApiRequestError)) return { fields: {}, general: error };
  const fields: Record<string, string[]> = {};
  for (const [name, codes] of Object.entries(error.error.fields)) {
    const field = formFieldOf(name);
    fields[field] = [...new Set([...(fields[field] ?? []), ...codes])];
  }
  // A problem on a field is said there; only an answer without one is said above the form.
  const general = Object.keys(fields).length > 0 ? null : error;
  return { fields, general };
}
