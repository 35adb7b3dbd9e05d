import { ApiRequestError } from '@omnicanal/api';
import { isErrorCode } from '@omnicanal/core';

/*
 * A refused campaign save as the form shows it: each field's codes on that field, the unfilled
 * variables as the confirm prompt, the WhatsApp tier with its limit.
 */

/** Codes with a sentence of their own under `campaigns:campaign_form.problems`. */
export const CAMPAIGN_PROBLEM_CODES = [
  'required',
  'invalid',
  'too_long',
  'invalid_choice',
  'template_not_validated',
  'template_without_account',
  'fallback_unsupported',
  'audience_kind',
  'unknown_skill',
  'start_in_past',
  'requires_start',
  'column_unknown',
  'url_invalid',
  'webivr_link_invalid',
  'whatsapp_tier_limit',
] as const;

/** The translation key of a problem code. */
export function campaignProblemKey(code: string): string {
  if ((CAMPAIGN_PROBLEM_CODES as readonly string[]).includes(code))
    return `campaigns:campaign_form.problems.${code}`;
  return isErrorCode(code) ? `common:errors.${code}` : 'common:field.invalid';
}

/** What became of a refused save. */
export type SaveRefusal =
  /** Spec 002 §5: variables left unfilled; the form asks, then sends again with the confirmation. */
  | { kind: 'confirm'; missing: string[] }
  /** Problems by form field, the WhatsApp tier's limit when that was it, and what has no field. */
  | { kind: 'fields'; fields: Record<string, string[]>; limit: number | null; general: unknown | null };

/** The form field a server field is shown on: `recurrence.interval` on the recurrence, `variables.1` kept. */
function formFieldOf(name: string): string {
  if (/^(variables|audience_filters)\.\d+$/.test(name)) return name;
  const head = name.split('.')[0] ?? name;
  return head === 'tzid' ? 'dtstart' : head;
}

/** Reads a refused `POST /campaigns[/{id}]`. */
export function saveRefusal(error: unknown): SaveRefusal {
  if (!(error instanceof ApiRequestError)) return { kind: 'fields', fields: {}, limit: null, general: error };
  const { code, fields: answered } = error.error;
  if (code === 'variables_incomplete') return { kind: 'confirm', missing: answered.variables ?? [] };
  const fields: Record<string, string[]> = {};
  let limit: number | null = null;
  for (const [name, codes] of Object.entries(answered)) {
    if (name === 'limit') {
      limit = Number(codes[0]) || null;
      continue;
    }
    const field = formFieldOf(name);
    fields[field] = [...new Set([...(fields[field] ?? []), ...codes])];
  }
  const general = Object.keys(fields).length > 0 ? null : error;
  return { kind: 'fields', fields, limit, general };
}
