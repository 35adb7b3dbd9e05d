import type { VisitorProfile } from './visitor.ts';

/*
 * The pre-chat step's answers: before the first message the visitor gives a name (and an email
 * when the widget asks for one), so agents see who writes instead of "Visitor" for everyone.
 * Loaded with the panel (web-chat-panel.ts); whether the step shows is in visitor.ts.
 */

/** Longest name the server keeps. */
export const NAME_MAX_LENGTH = 128;
/** Longest email address. */
export const EMAIL_MAX_LENGTH = 254;

export type PrechatErrors = { name?: 'required' | 'too_long'; email?: 'required' | 'invalid' };

// The server checks the address again; this only catches what is obviously not one.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The answers checked: a profile (trimmed), or the errors to show beside the fields. */
export function readPrechat(
  values: { name: string; email: string },
  askEmail: boolean,
): { profile: VisitorProfile } | { errors: PrechatErrors } {
  const name = values.name.trim();
  const email = values.email.trim();
  const errors: PrechatErrors = {};
  if (!name) errors.name = 'required';
  else if (name.length > NAME_MAX_LENGTH) errors.name = 'too_long';
  if (askEmail) {
    if (!email) errors.email = 'required';
    else if (email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email)) errors.email = 'invalid';
  }
  if (errors.name || errors.email) return { errors };
  return { profile: askEmail ? { name, email } : { name } };
}
