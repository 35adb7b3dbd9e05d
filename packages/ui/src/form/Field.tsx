import { type ComponentType, type Ref, useId } from 'react';
import { useT } from '../useT.ts';
import { CardControl } from './controls/CardControl.tsx';
import {
  CheckboxControl,
  ChecklistControl,
  RadioControl,
  SelectControl,
} from './controls/ChoiceControls.tsx';
import { FileControl } from './controls/FileControl.tsx';
import { ListControl } from './controls/ListControl.tsx';
import { MultiselectControl } from './controls/MultiselectControl.tsx';
import { OtpControl } from './controls/OtpControl.tsx';
import { PlaceControl } from './controls/PlaceControl.tsx';
import { RangeControl } from './controls/RangeControl.tsx';
import { TelControl } from './controls/TelControl.tsx';
import { TextareaControl, TextControl } from './controls/TextControl.tsx';
import type { ControlProps } from './controls/types.ts';
import { UrlControl } from './controls/UrlControl.tsx';
import type { FieldDescriptor, FieldKind, FieldValue, Message } from './model/types.ts';
import { useMessage } from './useMessage.ts';

/** The control of each kind; `hidden` is drawn by `<Field>` itself. */
const CONTROLS: Record<Exclude<FieldKind, 'hidden'>, ComponentType<ControlProps>> = {
  text: TextControl,
  email: TextControl,
  password: TextControl,
  number: TextControl,
  tel: TelControl,
  url: UrlControl,
  file: FileControl,
  card: CardControl,
  place: PlaceControl,
  range: RangeControl,
  multiselect: MultiselectControl,
  date: TextControl,
  datepicker: TextControl,
  calendar: TextControl,
  color: TextControl,
  textarea: TextareaControl,
  code: TextareaControl,
  select: SelectControl,
  checkbox: CheckboxControl,
  radio: RadioControl,
  'radio-toggle': RadioControl,
  checklist: ChecklistControl,
  otp: OtpControl,
  list: ListControl,
};

/** Field kinds `<Form>` renders: every kind of spec 000 §3. */
export const RENDERED_KINDS: ReadonlySet<FieldKind> = new Set([
  ...(Object.keys(CONTROLS) as FieldKind[]),
  'hidden',
]);

/** Controls named by the label through `aria-labelledby` rather than `<label for>`. */
const GROUPS = new Set<FieldKind>([
  'radio',
  'radio-toggle',
  'checklist',
  'otp',
  'card',
  'range',
  'multiselect',
  'place',
]);

/** A select flagged `multiselect` is drawn as the multiselect (search, select all, chips). */
const controlOf = (field: FieldDescriptor): FieldKind =>
  field.kind === 'select' && field.multiselect ? 'multiselect' : field.kind;

export interface FieldProps {
  field: FieldDescriptor;
  value: FieldValue;
  errors: readonly Message[];
  onChange: (name: string, value: FieldValue, problem?: Message | null) => void;
  controlRef: Ref<HTMLElement>;
}

/**
 * One field: its label, its errors right under the label (spec 000 §5), the control, then the
 * hint and details. Errors are tied to the control with `aria-describedby` and `aria-invalid`.
 */
export function Field({ field, value, errors, onChange, controlRef }: FieldProps) {
  const t = useT();
  const message = useMessage();
  const base = useId();
  if (field.kind === 'hidden') return <input type="hidden" name={field.name} value={String(value)} />;

  const id = `${base}-control`;
  const labelId = `${base}-label`;
  const errorId = `${base}-error`;
  const helperId = `${base}-helper`;
  const invalid = errors.length > 0;
  const hints = field.helper || field.details;
  const describedBy = [invalid ? errorId : '', hints ? helperId : ''].filter(Boolean).join(' ') || undefined;
  const kind = controlOf(field);
  const Control = kind === 'hidden' ? undefined : CONTROLS[kind];
  const label = GROUPS.has(kind) ? (
    <span id={labelId} className="oc-form-label">
      {t(field.label)}
    </span>
  ) : (
    <label id={labelId} htmlFor={id} className="oc-form-label">
      {t(field.label)}
    </label>
  );

  return (
    <div className={`oc-form-field oc-form-${field.kind}`} data-invalid={invalid || undefined}>
      {/* The star stays outside the label so the control's name is the label alone. */}
      <span className="oc-form-head">
        {label}
        {field.required && <RequiredMark />}
      </span>
      {invalid && (
        <ul id={errorId} className="oc-form-errors">
          {errors.map((error) => (
            <li key={error.key}>{message(error)}</li>
          ))}
        </ul>
      )}
      {Control ? (
        <Control
          field={field}
          id={id}
          labelId={labelId}
          value={value}
          onChange={(next, problem) => onChange(field.name, next, problem)}
          describedBy={describedBy}
          invalid={invalid}
          controlRef={controlRef}
        />
      ) : (
        <p className="oc-form-unsupported">{t('form:unsupported', { kind: field.kind })}</p>
      )}
      {hints && (
        <div id={helperId} className="oc-form-hint">
          {field.helper && <p>{t(field.helper)}</p>}
          {field.details && <p>{t(field.details)}</p>}
        </div>
      )}
    </div>
  );
}

/** The control carries `required`, which assistive technology announces; the star is for the eye. */
function RequiredMark() {
  return (
    <span aria-hidden="true" className="oc-form-required">
      {' *'}
    </span>
  );
}
