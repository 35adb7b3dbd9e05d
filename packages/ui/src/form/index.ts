import formCss from './form.css?inline';

/** The form kit's stylesheet: an element rendering `<Form>` adds it to its `styles`. */
export const FORM_CSS: string = formCss;
/** The locale namespace of the form kit: an element rendering `<Form>` loads it. */
export const FORM_NAMESPACE = 'form';

export { LOCAL_CARD_PROVIDER, type TypedCard, typedCardProvider } from './card/local-card.ts';
export type {
  CardEntry,
  CardEntryOptions,
  CardEntryState,
  CardProvider,
  CardToken,
} from './card/provider.ts';
export { loadStripeCardProvider, stripeCardProvider } from './card/stripe-card.ts';
export type { PickedPlace, PlaceProvider, UploadHandler } from './context.ts';
export { RevealIcon } from './controls/RevealIcon.tsx';
export { Field, type FieldProps, RENDERED_KINDS } from './Field.tsx';
export { Form, type FormProps } from './Form.tsx';
export { CALLING_CODES, type CallingCode, DEFAULT_COUNTRY } from './model/calling-codes.ts';
export {
  CARD_FONT_SIZE_PX,
  type CardBrand,
  type CardStatus,
  cardBrand,
  cardStatus,
  luhn,
} from './model/card.ts';
export {
  createFormState,
  type FormSnapshot,
  type FormState,
  type FormStateOptions,
  type SubmitResult,
} from './model/form-state.ts';
export { addListItems, normaliseOtp, removeListItem } from './model/list-input.ts';
export { joinTelephone, splitTelephone } from './model/telephone.ts';
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
  acceptsFile,
  BUILTIN_VALIDATORS,
  DEFAULT_MAX_LENGTH,
  type FileFacts,
  validateEmail,
  validateField,
  validateFile,
  validatePassword,
  validateTelephone,
  validateTime,
  validateUrl,
} from './model/validate.ts';
export {
  PLACE_PICK_EVENT,
  type PlacePickDetail,
  PlacePickerUnavailableError,
  pagePlacePicker,
} from './place/page-picker.ts';
export { messageKey, toFormError } from './server-errors.ts';
