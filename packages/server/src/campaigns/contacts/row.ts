import {
  canonicalLanguage,
  DEFAULT_PHONE_COUNTRY,
  type ExternalIdKind,
  externalIdOf,
  isFormulaCell,
  languageCountry,
} from '@omnicanal/core';
import type { CountryCode } from 'libphonenumber-js';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Why a row was refused; the report names it and the console translates it. */
export type RejectReason =
  | 'column_count'
  | 'invalid_external_id'
  | 'invalid_phone'
  | 'invalid_language'
  | 'formula_cell'
  | 'duplicate';

/** A contact ready to be stored: external_id normalised, language canonical, variables by name. */
export interface ContactRow {
  line: number;
  external_id: string;
  language: string;
  email: string | null;
  phone: string | null;
  extra: Record<string, string>;
}

export type RowOutcome = { contact: ContactRow } | { reason: RejectReason; value: string };

/**
 * A phone number in E.164 (`+33612345678`), or null when it is no valid number. One written
 * without its international prefix belongs to `country`. Dedupe relies on this: `06 12 34 56 78`
 * and `+33 6 12 34 56 78` are one contact.
 */
export function e164(value: string, country: string): string | null {
  const parsed = parsePhoneNumberFromString(value, country as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}

/** What an audience's rows are read against: its kind, its language and the file's titles. */
export interface RowContext {
  kind: ExternalIdKind;
  /** The audience's language: a row with an empty language cell takes it. */
  language: string;
  /** The titles of the extra columns (third on), as template variables. */
  extraKeys: readonly string[];
}

/**
 * One CSV record as a contact, or why it is refused. `cells` are the record's cells, `line` its
 * line in the file. Extra cells become variables; `email` and `phone` variables also fill the
 * contact's own fields.
 */
export function contactOfCells(context: RowContext, cells: readonly string[], line: number): RowOutcome {
  const columns = context.extraKeys.length + 2;
  if (cells.length !== columns) return { reason: 'column_count', value: String(cells.length) };
  const [rawId = '', rawLanguage = ''] = cells;
  const language = rawLanguage.trim() === '' ? context.language : canonicalLanguage(rawLanguage);
  if (!language) return { reason: 'invalid_language', value: rawLanguage };
  const extra: Record<string, string> = {};
  for (let i = 0; i < context.extraKeys.length; i++) {
    const value = cells[i + 2] ?? '';
    // A variable ends up in messages and in exports a spreadsheet opens: no formulas.
    if (isFormulaCell(value)) return { reason: 'formula_cell', value };
    extra[context.extraKeys[i] as string] = value;
  }
  const external = externalIdFor(context.kind, rawId, language);
  if (external.id === null) return { reason: external.reason, value: rawId };
  return {
    contact: {
      line,
      external_id: external.id,
      language,
      email: extra.email?.trim() || null,
      phone: context.kind === 'PHONE_NUMBER' ? external.id : extra.phone?.trim() || null,
      extra,
    },
  };
}

/**
 * A contact's external_id of an audience's kind: phone numbers in E.164 (read in the country of
 * the contact's language, or the default one), other kinds as their own shapes; or why not.
 */
export function externalIdFor(
  kind: ExternalIdKind,
  value: string,
  language: string,
): { id: string; reason?: never } | { id: null; reason: RejectReason } {
  if (kind !== 'PHONE_NUMBER') {
    const id = externalIdOf(kind, value);
    return id ? { id } : { id: null, reason: 'invalid_external_id' };
  }
  const id = e164(value, languageCountry(language) ?? DEFAULT_PHONE_COUNTRY);
  return id ? { id } : { id: null, reason: 'invalid_phone' };
}
