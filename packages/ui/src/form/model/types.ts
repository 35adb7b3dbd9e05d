/**
 * Descriptors of the shared form builder (spec 000 §3): a form is fieldsets of fields, each field
 * described by plain data so settings, builder and billing screens can declare their forms.
 */

/** Every field kind of spec 000 §3 (`RENDERED_KINDS` lists those `<Form>` renders). */
export type FieldKind =
  | 'hidden'
  | 'text'
  | 'date'
  | 'otp'
  | 'number'
  | 'place'
  | 'color'
  | 'calendar'
  | 'password'
  | 'email'
  | 'tel'
  | 'url'
  | 'file'
  | 'checkbox'
  | 'radio'
  | 'radio-toggle'
  | 'card'
  | 'select'
  | 'textarea'
  | 'code'
  | 'datepicker'
  | 'range'
  | 'list'
  | 'checklist'
  | 'multiselect';

/** One choice of a select, radio, checklist or multiselect. */
export interface FieldOption {
  text: string;
  value: string;
  disabled?: boolean;
}

/** Options under a heading (`<optgroup>` in a select). */
export interface FieldOptionGroup {
  label: string;
  options: FieldOption[];
}

/**
 * A message to show: a translation key (`form:…`) with its values. Server messages also carry
 * `text`, shown as given when `key` is not a known translation key.
 */
export interface Message {
  key: string;
  values?: Record<string, unknown>;
  text?: string;
}

/** What a named validator answers (spec 000 §5). */
export interface ValidationResult {
  valid: boolean;
  /** Translation key shown instead of the field's `validationMsg`. */
  message?: string;
  values?: Record<string, unknown>;
}

/**
 * The value a field holds: text for inputs, a flag for a checkbox, a list for list inputs,
 * checklists and multiselects, `[low, high]` for a multi-range slider.
 */
export type FieldValue = string | boolean | string[];

export type Validator = (value: FieldValue, field: FieldDescriptor) => ValidationResult;

/** One field of a form (spec 000 §3, "Form field descriptor"). */
export interface FieldDescriptor {
  name: string;
  kind: FieldKind;
  /** Translation key of the label; also the accessible name of the control. */
  label: string;
  /** Translation key of a longer explanation under the control. */
  details?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  /** Receives focus when the form appears. */
  focus?: boolean;
  /** Number bounds for `number`, date bounds (ISO) for `date`. */
  min?: number | string;
  max?: number | string;
  /** Step of a number or a multi-range slider (1 when unset). */
  step?: number;
  /** Files a `file` field (or the upload of a `url` field) takes: extensions and MIME types, as in `<input accept>`. */
  accept?: string;
  min_length?: number;
  /** Characters for text kinds (128 when unset); items for a list input. */
  max_length?: number;
  /** A regular expression source, or `{ name }` of a named validator. */
  validation?: string | { name: string };
  /** Translation key shown when `validation` fails. */
  validationMsg?: string;
  /** Errors given with the descriptor (e.g. kept from a previous answer). */
  errors?: string[];
  options?: Array<FieldOption | FieldOptionGroup>;
  multiple?: boolean;
  checklist?: boolean;
  multiselect?: boolean;
  allow_upload?: boolean;
  /** The text holds a time, `HH:mm`. */
  timePicker?: boolean;
  range?: boolean;
  closeOnSelect?: boolean;
  /** Translation key of a short hint under the control. */
  helper?: string;
  linkTo?: { route: string; label: string };
  /** Boxes of a one-time passcode (6 when unset). */
  length?: number;
  /** Name of the field this one must equal (password confirmation); a mismatch is a form error. */
  sameAs?: string;
  /** Translation key of the form error for a `sameAs` mismatch. */
  sameAsMsg?: string;
  /** Initial value. */
  value?: FieldValue;
}

export interface FieldsetDescriptor {
  /** Translation key of the legend; no legend when unset. */
  legend?: string;
  /** Extra class on the fieldset. */
  cls?: string;
  fields: FieldDescriptor[];
}

/** A whole form (spec 000 §3, "Form descriptor"). */
export interface FormDescriptor {
  fieldsets: FieldsetDescriptor[];
  /** Errors not tied to a field, shown above the form. */
  nonFieldsErrors?: string[];
}

export function isOptionGroup(option: FieldOption | FieldOptionGroup): option is FieldOptionGroup {
  return 'options' in option;
}

/** Every field of a form, in order. */
export function formFields(form: FormDescriptor): FieldDescriptor[] {
  return form.fieldsets.flatMap((fieldset) => fieldset.fields);
}
