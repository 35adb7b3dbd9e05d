/*
 * A visitor's answers to a web IVR form, checked as the form is configured (spec 001 §3 "Web IVR
 * form", §5 "Forms: min and max length messages"). The widget checks before sending and the server
 * again before recording, mailing or calling the form's API: one rule, two front ends.
 */

/** A form field as the check reads it (the service's form, as a visitor receives it). */
export interface AnswerField {
  kind: string;
  identifier: string;
  required: boolean;
  /**
   * The field's rules, comma or semicolon separated: `min:N` and `max:N` bound the length of a text
   * (the value of a `range`, the count of a multiple choice). Unknown rules are ignored.
   */
  validation: string;
  choices: readonly { label: string; value: string }[];
}

/** What a visitor answered, by field identifier (a list for multiple choices). */
export type FormAnswers = Record<string, string | string[]>;

/** Why an answer is refused: a catalogue word shown under its field. */
export type AnswerProblem = 'required' | 'invalid' | 'too_short' | 'too_long' | 'too_small' | 'too_large';

/** Longest text a visitor may type in one field. */
export const ANSWER_MAX_LENGTH = 4000;

const MULTIPLE = new Set(['select_multiple', 'checkbox']);
const SINGLE = new Set(['select', 'radio']);

/** A choice's value as sent: its value, or its label when it has none. */
export const choiceValue = (choice: { label: string; value: string }) => choice.value || choice.label;

/** The `min:N` / `max:N` bounds of a field's validation text. */
export function fieldBounds(validation: string): { min: number | null; max: number | null } {
  const bounds: { min: number | null; max: number | null } = { min: null, max: null };
  for (const rule of validation.split(/[,;]/)) {
    const match = /^\s*(min|max)\s*:\s*(-?\d+(?:\.\d+)?)\s*$/i.exec(rule);
    if (match) bounds[match[1]?.toLowerCase() as 'min' | 'max'] = Number(match[2]);
  }
  return bounds;
}

const EMAIL = /^[^\s@<>"',;]+@[^\s@<>"',;]+\.[^\s@<>"',;]+$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function isDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** Whether `text` has the shape a field of `kind` expects (choices are checked apart). */
function wellFormed(kind: string, text: string): boolean {
  switch (kind) {
    case 'email':
      return EMAIL.test(text) && text.length <= 254;
    case 'date':
      return isDate(text);
    case 'time':
      return TIME.test(text);
    case 'datetime': {
      const [day = '', time = ''] = text.split('T');
      return isDate(day) && TIME.test(time.slice(0, 5)) && time.length === 5;
    }
    case 'range':
      return /^-?\d+(\.\d+)?$/.test(text);
    case 'file':
      // An uploaded file's address: ours (a path) or an http(s) one, never another scheme.
      return /^(\/|https?:\/\/)\S+$/i.test(text);
    default:
      return true;
  }
}

/** The problem with one field's answer, or null when it may be recorded. */
export function answerProblem(
  field: AnswerField,
  answer: string | string[] | undefined,
): AnswerProblem | null {
  const { min, max } = fieldBounds(field.validation);
  const allowed = new Set(field.choices.map(choiceValue));
  if (MULTIPLE.has(field.kind)) {
    const list = answer === undefined ? [] : Array.isArray(answer) ? answer : [answer];
    if (list.length === 0) return field.required ? 'required' : null;
    if (new Set(list).size !== list.length || list.some((value) => !allowed.has(value))) return 'invalid';
    if (min !== null && list.length < min) return 'too_short';
    if (max !== null && list.length > max) return 'too_long';
    return null;
  }
  if (Array.isArray(answer)) return 'invalid';
  const text = (answer ?? '').trim();
  if (text === '') return field.required ? 'required' : null;
  if (text.length > ANSWER_MAX_LENGTH) return 'too_long';
  if (SINGLE.has(field.kind)) return allowed.has(text) ? null : 'invalid';
  if (!wellFormed(field.kind, text)) return 'invalid';
  if (field.kind === 'range') {
    const value = Number(text);
    if (value < (min ?? 0)) return 'too_small';
    if (value > (max ?? 100)) return 'too_large';
    return null;
  }
  if (min !== null && text.length < min) return 'too_short';
  if (max !== null && text.length > max) return 'too_long';
  return null;
}

/**
 * Checks every field of a form: the problems by field identifier (empty when none), and the answers
 * to keep — trimmed, empty ones left out, and nothing for an identifier the form does not have.
 */
export function checkAnswers(
  fields: readonly AnswerField[],
  answers: Readonly<FormAnswers>,
): { problems: Record<string, AnswerProblem>; answers: FormAnswers } {
  const problems: Record<string, AnswerProblem> = {};
  const kept: FormAnswers = {};
  for (const field of fields) {
    const answer = Object.hasOwn(answers, field.identifier) ? answers[field.identifier] : undefined;
    const problem = answerProblem(field, answer);
    if (problem) {
      problems[field.identifier] = problem;
      continue;
    }
    if (Array.isArray(answer)) {
      if (answer.length > 0) kept[field.identifier] = [...answer];
    } else if (answer !== undefined && answer.trim() !== '') kept[field.identifier] = answer.trim();
  }
  return { problems, answers: kept };
}

/** Spec 000 §9: time slots are offered on a 15-minute grid. */
export const CALLBACK_SLOT_MINUTES = 15;
/** How far ahead a visitor may ask to be called back. */
export const CALLBACK_HORIZON_DAYS = 30;

/** A callback request's problems by field (`phone`, `slot`), empty when it may be recorded. */
export function callbackProblems(
  phone: string,
  slot: string,
  now: Date,
): Partial<Record<'phone' | 'slot', AnswerProblem>> {
  const problems: Partial<Record<'phone' | 'slot', AnswerProblem>> = {};
  const digits = phone.trim().replace(/[\s.()-]/g, '');
  if (digits === '') problems.phone = 'required';
  else if (!/^\+?\d{6,20}$/.test(digits)) problems.phone = 'invalid';
  const at = new Date(slot);
  if (slot.trim() === '') problems.slot = 'required';
  else if (Number.isNaN(at.getTime()) || at.getTime() % (CALLBACK_SLOT_MINUTES * 60_000) !== 0)
    problems.slot = 'invalid';
  else if (at.getTime() < now.getTime()) problems.slot = 'too_small';
  else if (at.getTime() > now.getTime() + CALLBACK_HORIZON_DAYS * 86_400_000) problems.slot = 'too_large';
  return problems;
}
