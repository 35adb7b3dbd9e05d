/**
 * Audiences (contact lists) of spec 002 §3 and their CSV rules of §5, as plain functions shared by
 * the server's import and, later, the audience form's checks before a file is sent.
 */

/** Spec 002 §3: what a contact's external_id is. An audience holds contacts of one kind. */
export const EXTERNAL_ID_KINDS = ['PHONE_NUMBER', 'FACEBOOK_PSID', 'GBM_CONVERSATION_ID'] as const;
export type ExternalIdKind = (typeof EXTERNAL_ID_KINDS)[number];

/**
 * Spec 002 §3: where an audience's contacts come from. `sftp` is named by the spec and accepted by
 * nobody yet: it waits for the SFTP third-party accounts (issue 21).
 */
export const AUDIENCE_SOURCES = ['contacts', 'csv', 'manual', 'sftp'] as const;
export type AudienceSource = (typeof AUDIENCE_SOURCES)[number];

/** Spec 002 §5 and §9: an audience CSV has at least two titled columns. */
export const AUDIENCE_CSV_MIN_COLUMNS = 2;

/** Spec 002 §5: the first two columns, in this order. */
export const AUDIENCE_CSV_FIRST_COLUMNS = ['external_id', 'language'] as const;

/**
 * Longest record of an audience CSV, in characters. Nothing in a contact row needs more; a hostile
 * file with one 10 MB line is refused at this size instead of being held in memory.
 */
export const AUDIENCE_CSV_MAX_RECORD = 64 * 1024;

/** Largest audience CSV accepted, in bytes: a million contacts with a few variables fit easily. */
export const AUDIENCE_CSV_MAX_BYTES = 512 * 1024 * 1024;

/**
 * The country a phone number written without its international prefix belongs to, when its row's
 * language names none (`fr_BE` names Belgium): the product's default market.
 */
export const DEFAULT_PHONE_COUNTRY = 'FR';

/** A problem of an audience CSV's title line, in the words of spec 002 §5. */
export type AudienceCsvHeaderProblem =
  | { code: 'too_few_columns'; min: number }
  | { code: 'untitled_column'; column: number }
  | { code: 'duplicate_column'; column: number; name: string }
  | { code: 'wrong_first_columns'; expected: readonly string[] }
  | { code: 'invalid_column_name'; column: number; name: string };

/** Extra columns become template variables: a name a template can write (letters, digits, `_`, `-`, `.`). */
const VARIABLE_NAME = /^[\p{L}\p{N}_.-]{1,64}$/u;

/** The problems of a title line whose first columns must be `first` (see below). */
function titleProblems(titles: readonly string[], first: readonly string[]): AudienceCsvHeaderProblem[] {
  const problems: AudienceCsvHeaderProblem[] = [];
  const names = titles.map((title) => title.trim());
  if (names.length < AUDIENCE_CSV_MIN_COLUMNS)
    problems.push({ code: 'too_few_columns', min: AUDIENCE_CSV_MIN_COLUMNS });
  const seen = new Set<string>();
  names.forEach((name, index) => {
    const column = index + 1;
    if (name === '') {
      problems.push({ code: 'untitled_column', column });
      return;
    }
    const key = name.toLowerCase();
    if (seen.has(key)) problems.push({ code: 'duplicate_column', column, name });
    seen.add(key);
    if (index >= first.length && !VARIABLE_NAME.test(name))
      problems.push({ code: 'invalid_column_name', column, name });
  });
  const firstNames = names.slice(0, first.length).map((name) => name.toLowerCase());
  if (names.length >= AUDIENCE_CSV_MIN_COLUMNS && first.some((n, i) => firstNames[i] !== n))
    problems.push({ code: 'wrong_first_columns', expected: first });
  return problems;
}

/**
 * The problems of an audience CSV's title line (columns numbered from 1): at least two titled
 * columns with unique names, `external_id` then `language` first, and the rest usable as
 * template variables. Titles are compared trimmed and case-blind, as a spreadsheet user sees them.
 */
export function audienceCsvHeaderProblems(titles: readonly string[]): AudienceCsvHeaderProblem[] {
  return titleProblems(titles, AUDIENCE_CSV_FIRST_COLUMNS);
}

/**
 * The problems of a campaign's variable file's title line (spec 002 §3 "CSV variable import"):
 * `external_id` first, then at least one variable, each named as a template variable may be.
 */
export function campaignVariablesCsvHeaderProblems(titles: readonly string[]): AudienceCsvHeaderProblem[] {
  return titleProblems(titles, ['external_id']);
}

/** A language as contacts carry it: `fr`, `en`, `pt_BR` (or `pt-BR`, kept with an underscore). */
const LANGUAGE = /^([a-z]{2,3})(?:[_-]([A-Za-z]{2}))?$/;

/** The language written canonically (`pt-br` → `pt_BR`), or null when it is none. */
export function canonicalLanguage(value: string): string | null {
  const match = LANGUAGE.exec(value.trim());
  if (!match) return null;
  const [, lang, region] = match;
  return region ? `${lang}_${region.toUpperCase()}` : (lang as string);
}

/** The country a canonical language names (`fr_BE` → `BE`), or null. */
export function languageCountry(language: string): string | null {
  const region = language.split('_')[1];
  return region ?? null;
}

/** A Messenger page-scoped id: digits only. */
const FACEBOOK_PSID = /^\d{5,32}$/;
/** A Google Business Messages conversation id: a uuid-like token. */
const GBM_CONVERSATION_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The external_id of a non-phone kind, trimmed, or null when it is not one. Phone numbers need
 * their country's numbering plan: the server normalises them to E.164.
 */
export function externalIdOf(kind: Exclude<ExternalIdKind, 'PHONE_NUMBER'>, value: string): string | null {
  const id = value.trim();
  return (kind === 'FACEBOOK_PSID' ? FACEBOOK_PSID : GBM_CONVERSATION_ID).test(id) ? id : null;
}

/**
 * Whether a cell would run as a formula when a spreadsheet opens it (`=HYPERLINK(…)`, `@SUM(…)`,
 * a leading tab or carriage return). A `+` or `-` starts phone numbers and amounts too: those are
 * formulas only when what follows is not a number.
 */
export function isFormulaCell(value: string): boolean {
  const first = value[0];
  if (first === '=' || first === '@' || first === '\t' || first === '\r') return true;
  if (first === '+' || first === '-') return !/^[+-][\d\s().,/-]*$/.test(value);
  return false;
}

/** The cell as an export writes it: a formula cell is prefixed with `'`, which spreadsheets show as text. */
export function neutralisedCell(value: string): string {
  return isFormulaCell(value) ? `'${value}` : value;
}
