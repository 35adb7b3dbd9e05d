import {
  FILE_UPLOAD_MAX_BYTES,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  safeHref,
} from '@omnicanal/core';
import type { FieldDescriptor, FieldValue, Message, ValidationResult, Validator } from './types.ts';

/**
 * The validation rules and generic messages of spec 000 §5, as plain functions. Messages are
 * translation keys of the `form` namespace.
 */

/** Value of a card field whose entry has started but is not complete yet. */
export const CARD_INCOMPLETE = 'incomplete';

/** Generic bound of single-line text fields without `max_length` (spec 000 §5). */
export const DEFAULT_MAX_LENGTH = 128;

const BOUNDED_KINDS = new Set(['text', 'email', 'password', 'tel', 'url']);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** E.164: a plus, then 8 to 15 digits; spaces, dots and dashes people type are ignored. */
const TELEPHONE = /^\+[1-9]\d{7,14}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const ok: ValidationResult = { valid: true };
const fail = (message: string, values?: Record<string, unknown>): ValidationResult =>
  values ? { valid: false, message, values } : { valid: false, message };

export function validateEmail(value: string): ValidationResult {
  return EMAIL.test(value) ? ok : fail('form:errors.email');
}

/** Browser URL validity, restricted to http(s): other schemes are never links here. */
export function validateUrl(value: string): ValidationResult {
  return safeHref(value) ? ok : fail('form:errors.url');
}

export function validateTelephone(value: string): ValidationResult {
  return TELEPHONE.test(value.replace(/[\s.()-]/g, '')) ? ok : fail('form:errors.telephone');
}

/** Time strings are `HH:mm` (spec 000 §5). */
export function validateTime(value: string): ValidationResult {
  return TIME.test(value) ? ok : fail('form:errors.time');
}

export function validateNumber(
  value: string,
  min?: number | string,
  max?: number | string,
): ValidationResult {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) return fail('form:errors.number');
  if (min !== undefined && number < Number(min)) return fail('form:errors.number_min', { min });
  if (max !== undefined && number > Number(max)) return fail('form:errors.number_max', { max });
  return ok;
}

/** What the browser knows of a chosen file. */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

/** Whether a file matches an `accept` list (`.pdf, image/*, application/json`); no list takes all. */
export function acceptsFile(file: Pick<FileFacts, 'name' | 'type'>, accept: string | undefined): boolean {
  const entries = (accept ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return entries.some((entry) => {
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/** A file to upload (spec 000 §5, §9): the format of the `accept` list, at most 5 MB. */
export function validateFile(file: FileFacts, accept?: string): ValidationResult {
  if (!acceptsFile(file, accept)) return fail('form:errors.file_format');
  return file.size > FILE_UPLOAD_MAX_BYTES ? fail('form:errors.file_size') : ok;
}

/**
 * Password policy for reset, change and registration (spec 000 §5): core's `passwordProblem`, the
 * rule the server applies too, as the form's message `form:password.<rule>`.
 */
export function validatePassword(value: string): ValidationResult {
  const rule = passwordProblem(value);
  if (rule === null) return ok;
  return rule === 'min_length'
    ? fail('form:password.min_length', { min: PASSWORD_MIN_LENGTH })
    : fail(`form:password.${rule}`);
}

/** Validators a descriptor can name with `validation: { name }`. */
export const BUILTIN_VALIDATORS: Readonly<Record<string, Validator>> = {
  email: (value) => validateEmail(String(value)),
  url: (value) => validateUrl(String(value)),
  telephone: (value) => validateTelephone(String(value)),
  time: (value) => validateTime(String(value)),
  password: (value) => validatePassword(String(value)),
};

export function isEmpty(value: FieldValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return value.length === 0;
  return value.trim() === '';
}

const toMessage = (result: ValidationResult, fallback: string): Message => {
  const key = result.message ?? fallback;
  return result.values ? { key, values: result.values } : { key };
};

/**
 * Validates one field; `null` when the value is acceptable. An empty optional field is always
 * acceptable. `validators` adds named validators to the built-in ones.
 */
export function validateField(
  field: FieldDescriptor,
  value: FieldValue | undefined,
  validators: Readonly<Record<string, Validator>> = {},
): Message | null {
  if (field.kind === 'hidden') return null;
  if (isEmpty(value)) return field.required ? { key: 'form:errors.required' } : null;
  const v = value as FieldValue;

  if (typeof v === 'string') {
    const max = field.max_length ?? (BOUNDED_KINDS.has(field.kind) ? DEFAULT_MAX_LENGTH : undefined);
    if (max !== undefined && v.length > max) return { key: 'form:errors.max_length', values: { max } };
    if (field.min_length !== undefined && v.length < field.min_length) {
      return { key: 'form:errors.min_length', values: { min: field.min_length } };
    }
    // A card entry names its own errors as one types; what is left at submit is an unfinished card.
    if (field.kind === 'card' && v === CARD_INCOMPLETE) return { key: 'form:errors.card' };
    const own = kindRule(field, v);
    // A telephone keeps the field's own message when it has one (spec 000 §5).
    if (own) return field.kind === 'tel' && field.validationMsg ? { key: field.validationMsg } : own;
  }
  if (Array.isArray(v) && field.kind === 'range') {
    const [low, high] = v.map(Number);
    if (v.length !== 2 || !(Number(low) <= Number(high))) return { key: 'form:errors.invalid' };
  }
  if (Array.isArray(v) && field.kind === 'list' && field.max_length !== undefined) {
    if (v.length > field.max_length)
      return { key: 'form:errors.too_many', values: { max: field.max_length } };
  }

  const rule = field.validation;
  if (rule === undefined) return null;
  if (typeof rule === 'string') {
    const valid = new RegExp(rule).test(Array.isArray(v) ? v.join(',') : String(v));
    return valid ? null : { key: field.validationMsg ?? 'form:errors.invalid' };
  }
  const validator = validators[rule.name] ?? BUILTIN_VALIDATORS[rule.name];
  if (!validator) throw new Error(`Unknown validator "${rule.name}" on field "${field.name}"`);
  const result = validator(v, field);
  return result.valid ? null : toMessage(result, field.validationMsg ?? 'form:errors.invalid');
}

/** What the field's kind itself demands of a non-empty text. */
function kindRule(field: FieldDescriptor, value: string): Message | null {
  let result: ValidationResult = ok;
  if (field.kind === 'email') result = validateEmail(value);
  else if (field.kind === 'url') result = validateUrl(value);
  else if (field.kind === 'tel') result = validateTelephone(value);
  else if (field.kind === 'number') result = validateNumber(value, field.min, field.max);
  else if (field.timePicker) result = validateTime(value);
  else if (field.kind === 'otp') {
    const length = field.length ?? OTP_LENGTH;
    if (!new RegExp(`^\\S{${length}}$`).test(value)) result = fail('form:errors.otp_incomplete', { length });
  }
  return result.valid ? null : toMessage(result, 'form:errors.invalid');
}
