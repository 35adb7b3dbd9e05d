import { type ApiError, ApiRequestError } from '@omnicanal/api';

/*
 * The server names an audience's problems with words (`invalid_phone`, `read_only`); here they
 * become this area's sentences, on the field the form shows. A typed contact's problem
 * (`contacts.3.external_id`) lands on the contacts box, naming its line.
 */

/** Words the campaigns service uses for audiences and rows, each with its `campaigns:errors.<word>`. */
export const ERROR_WORDS = [
  'invalid_phone',
  'invalid_external_id',
  'invalid_language',
  'duplicate',
  'formula_cell',
  'column_count',
  'read_only',
  'not_available',
  'not_csv',
  'too_long',
  'invalid',
  'required',
  'file_too_large',
  'csv_header_error',
  'csv_parse_error',
  'not_sftp_account',
  'sftp_unreachable',
  'sftp_auth_failed',
  'sftp_host_key_changed',
  'sftp_path_not_found',
  'sftp_failed',
  'range_order',
] as const;

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** One word as this area's sentence; a word it does not know is left as the server wrote it. */
export function wordOf(word: string, t: Translate): string {
  return (ERROR_WORDS as readonly string[]).includes(word) ? t(`campaigns:errors.${word}`) : word;
}

const CONTACT_FIELD = /^contacts\.(\d+)(?:\.(\w+))?$/;

/**
 * A failed save as the form shows it: the same error with each field's words made sentences and
 * the typed contacts' problems gathered on `contacts` ("Ligne 4 : …"). Anything else is left.
 */
export function audienceFormError(error: unknown, t: Translate): unknown {
  if (!(error instanceof ApiRequestError)) return error;
  const fields: ApiError['fields'] = {};
  const add = (name: string, messages: string[]) => {
    fields[name] = [...(fields[name] ?? []), ...messages];
  };
  for (const [name, words] of Object.entries(error.error.fields)) {
    const contact = CONTACT_FIELD.exec(name);
    if (contact) {
      const line = Number(contact[1]) + 1;
      add(
        'contacts',
        words.map((word) => t('campaigns:errors.contact_line', { line, message: wordOf(word, t) })),
      );
    } else if (name === 'language' || name === 'filters.languages' || name.startsWith('filters.languages.')) {
      add(
        name.startsWith('filters') ? 'filters.languages' : name,
        words.map((w) => wordOf(w === 'invalid' ? 'invalid_language' : w, t)),
      );
    } else
      add(
        name,
        words.map((word) => wordOf(word, t)),
      );
  }
  return new ApiRequestError({ ...error.error, fields });
}
