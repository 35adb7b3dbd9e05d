import formCss from './form.css?inline';

/** The form kit's stylesheet: an element rendering `<Form>` adds it to its `styles`. */
export const FORM_CSS: string = formCss;
/** The locale namespace of the form kit: an element rendering `<Form>` loads it. */
export const FORM_NAMESPACE = 'form';

export { Field, type FieldProps, RENDERED_KINDS } from './Field.tsx';
export { Form, type FormProps } from './Form.tsx';
export {
  createFormState,
  type FormSnapshot,
  type FormState,
  type FormStateOptions,
  type SubmitResult,
} from './model/form-state.ts';
export { addListItems, normaliseOtp, removeListItem } from './model/list-input.ts';
export {
  type FieldDescriptor,
  type FieldKind,
  type FieldOption,
  type FieldOptionGroup,
  type FieldsetDescriptor,
  type FieldValue,
  type FormDescriptor,
  formFields,
  isOptionGroup,
  type Message,
  type ValidationResult,
  type Validator,
} from './model/types.ts';
export {
  BUILTIN_VALIDATORS,
  DEFAULT_MAX_LENGTH,
  isCommonPassword,
  validateEmail,
  validateField,
  validatePassword,
  validateTelephone,
  validateTime,
  validateUrl,
} from './model/validate.ts';
