import { type ApiError, ApiRequestError } from '@omnicanal/api';

/**
 * Server field errors as the entry point screens show them. The server names its problems with
 * words (`url_one_channel`, `unknown_tree`); those of this area become sentences here (the form kit
 * shows a sentence as given and words the catalogue's own, `required`). Errors of the rows this
 * area edits itself (`trees.0.tree_identifier`, `buttons.1.url`) are taken out for those rows.
 */

/** Words the server uses for entry point problems, each with its `entry-points:errors.<word>`. */
export const ERROR_WORDS = [
  'type_locked',
  'url_one_channel',
  'channel_not_selected',
  'one_tree_per_channel',
  'unknown_calendar',
  'unknown_tree',
  'invalid_ip',
  'invalid_origin',
  'invalid_url',
  'invalid_css_class',
  'not_found',
  'too_long',
  'invalid',
] as const;

type Translate = (key: string) => string;

/** The form's list fields: an error on one item (`website_domains.2`) is shown under the list. */
const LIST_FIELDS = ['ip_allowlist', 'ip_denylist', 'website_domains'];

/** `website_domains.2` → `website_domains`; any other name as it is. */
function fieldOf(name: string): string {
  const dot = name.indexOf('.');
  const list = dot < 0 ? name : name.slice(0, dot);
  return LIST_FIELDS.includes(list) && /^\d+$/.test(name.slice(dot + 1)) ? list : name;
}

/** One message: this area's sentence for a known word, else the message untouched. */
export function wordOf(message: string, t: Translate): string {
  return (ERROR_WORDS as readonly string[]).includes(message) ? t(`entry-points:errors.${message}`) : message;
}

/** Row errors by path (`trees.0.tree_identifier`), and the error left for the form kit. */
export interface SplitErrors {
  rows: Record<string, string[]>;
  rest: unknown;
}

/**
 * Splits a failed save: fields under one of `rowPrefixes` go to `rows` (worded), the rest stays
 * an `ApiRequestError` for the kit with this area's words made sentences. Anything else is left.
 */
export function splitErrors(error: unknown, rowPrefixes: readonly string[], t: Translate): SplitErrors {
  if (!(error instanceof ApiRequestError)) return { rows: {}, rest: error };
  const rows: Record<string, string[]> = {};
  const fields: ApiError['fields'] = {};
  for (const [name, messages] of Object.entries(error.error.fields)) {
    const worded = messages.map((m) => wordOf(m, t));
    const row = rowPrefixes.some((prefix) => name === prefix || name.startsWith(`${prefix}.`));
    if (row) rows[name] = messages.map((m) => (m === 'required' ? t('form:errors.required') : wordOf(m, t)));
    else {
      const field = fieldOf(name);
      fields[field] = [...new Set([...(fields[field] ?? []), ...worded])];
    }
  }
  return { rows, rest: new ApiRequestError({ ...error.error, fields }) };
}
