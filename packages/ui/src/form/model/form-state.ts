import type { ApiError } from '@omnicanal/api/errors';
import { initialRange } from './range.ts';
import {
  type FieldDescriptor,
  type FieldValue,
  type FormDescriptor,
  formFields,
  type Message,
  type Validator,
} from './types.ts';
import { validateField } from './validate.ts';

/**
 * The shared form behaviour of spec 000 §4, framework-free: values, field errors and form
 * errors; a change clears every error except telephone and card ones and re-validates the changed
 * field; a submit validates everything; a server answer is mapped onto fields and the form.
 */

export interface FormSnapshot {
  values: Record<string, FieldValue>;
  /** Field name -> messages shown under its label. */
  fieldErrors: Record<string, Message[]>;
  /** Messages shown above the form. */
  formErrors: Message[];
}

export type SubmitResult =
  | { ok: true; values: Record<string, FieldValue> }
  | { ok: false; fieldErrors: Record<string, Message[]>; formErrors: Message[] };

export interface FormState {
  get(): FormSnapshot;
  /** Called after every change of the snapshot. Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /**
   * A new value. `problem` is the control's own finding on it (a wrong card, a file too large):
   * given, it replaces the rule check and holds until the control's next change; `null` clears it.
   */
  change(name: string, value: FieldValue, problem?: Message | null): void;
  /** A control's finding without a new value (a card the provider refused to tokenise). */
  report(name: string, problem: Message | null): void;
  submit(): SubmitResult;
  applyServerErrors(error: ApiError): void;
}

export interface FormStateOptions {
  /** Named validators beyond the built-in ones (`validation: { name }`). */
  validators?: Readonly<Record<string, Validator>>;
}

/** Errors that survive a change elsewhere (spec 000 §4): they come from checks made as one types. */
const STICKY_KINDS = new Set(['tel', 'card']);

function initialValue(field: FieldDescriptor): FieldValue {
  if (field.value !== undefined) return field.value;
  if (field.kind === 'checkbox') return false;
  if (field.kind === 'range') return initialRange(field);
  if (field.kind === 'list' || field.kind === 'checklist' || field.kind === 'multiselect') return [];
  if ((field.kind === 'select' || field.kind === 'file') && field.multiple) return [];
  return '';
}

/** Server or descriptor messages: translation keys when known, otherwise text shown as given. */
const asMessages = (texts: readonly string[] | undefined): Message[] =>
  (texts ?? []).map((text) => ({ key: text, text }));

export function createFormState(descriptor: FormDescriptor, options: FormStateOptions = {}): FormState {
  const fields = formFields(descriptor);
  const byName = new Map(fields.map((field) => [field.name, field]));
  const listeners = new Set<() => void>();
  const validators = options.validators ?? {};
  const problems = new Map<string, Message>();
  const check = (field: FieldDescriptor, value: FieldValue | undefined): Message | null =>
    problems.get(field.name) ?? validateField(field, value, validators);

  let snapshot: FormSnapshot = {
    values: Object.fromEntries(fields.map((field) => [field.name, initialValue(field)])),
    fieldErrors: Object.fromEntries(
      fields.filter((field) => field.errors?.length).map((field) => [field.name, asMessages(field.errors)]),
    ),
    formErrors: asMessages(descriptor.nonFieldsErrors),
  };

  const set = (next: FormSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const mismatches = (values: Record<string, FieldValue>): Message[] =>
    fields
      .filter((field) => field.sameAs !== undefined && values[field.name] !== values[field.sameAs])
      .map((field) => ({ key: field.sameAsMsg ?? 'form:password.passwords_mismatch' }));

  return {
    get: () => snapshot,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    change(name, value, problem) {
      const field = byName.get(name);
      if (!field) throw new Error(`Unknown field "${name}"`);
      if (problem) problems.set(name, problem);
      else if (problem === null) problems.delete(name);
      const values = { ...snapshot.values, [name]: value };
      const fieldErrors: Record<string, Message[]> = {};
      for (const [other, messages] of Object.entries(snapshot.fieldErrors)) {
        const kind = byName.get(other)?.kind;
        if (other !== name && kind && STICKY_KINDS.has(kind)) fieldErrors[other] = messages;
      }
      const error = check(field, value);
      if (error) fieldErrors[name] = [error];
      set({ values, fieldErrors, formErrors: [] });
    },

    report(name, problem) {
      if (!byName.has(name)) throw new Error(`Unknown field "${name}"`);
      const fieldErrors = { ...snapshot.fieldErrors };
      if (problem) {
        problems.set(name, problem);
        fieldErrors[name] = [problem];
      } else {
        problems.delete(name);
        delete fieldErrors[name];
      }
      set({ ...snapshot, fieldErrors });
    },

    submit() {
      const fieldErrors: Record<string, Message[]> = {};
      for (const field of fields) {
        const error = check(field, snapshot.values[field.name]);
        if (error) fieldErrors[field.name] = [error];
      }
      // Confirmation is checked only once each field is valid on its own, as one error at a time.
      const formErrors = Object.keys(fieldErrors).length ? [] : mismatches(snapshot.values);
      set({ values: snapshot.values, fieldErrors, formErrors });
      if (Object.keys(fieldErrors).length || formErrors.length) return { ok: false, fieldErrors, formErrors };
      return { ok: true, values: snapshot.values };
    },

    applyServerErrors(error) {
      const fieldErrors: Record<string, Message[]> = {};
      const formErrors: Message[] = [];
      for (const [name, messages] of Object.entries(error.fields)) {
        // A field the form does not show still deserves to be seen: it joins the form errors.
        if (byName.has(name) && byName.get(name)?.kind !== 'hidden') fieldErrors[name] = asMessages(messages);
        else formErrors.push(...messages.map((text) => ({ key: text, text: `${name}: ${text}` })));
      }
      // A catalogue code reads better than the server's English sentence (CONVENTIONS: errors
      // become text through their code); the sentence stays as the fallback.
      const [first, ...rest] = error.general;
      const general: Message[] = error.code
        ? [{ key: `common:errors.${error.code}`, text: first ?? error.code }, ...asMessages(rest)]
        : asMessages(error.general);
      formErrors.unshift(...general);
      set({ values: snapshot.values, fieldErrors, formErrors });
    },
  };
}
