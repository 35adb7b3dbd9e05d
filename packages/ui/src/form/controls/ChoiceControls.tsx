import type { Ref } from 'react';
import { useT } from '../../useT.ts';
import { type FieldOption, isOptionGroup } from '../model/types.ts';
import { type ControlProps, commonAttributes } from './types.ts';

const flatOptions = (props: ControlProps): FieldOption[] =>
  (props.field.options ?? []).flatMap((option) => (isOptionGroup(option) ? option.options : [option]));

/** A select, with option groups; `multiple` holds a list of values. Option texts are data, shown as given. */
export function SelectControl(props: ControlProps) {
  const { field, value, onChange, controlRef } = props;
  const t = useT();
  const multiple = Boolean(field.multiple);
  const option = (o: FieldOption) => (
    <option key={o.value} value={o.value} disabled={o.disabled}>
      {o.text}
    </option>
  );
  return (
    <select
      {...commonAttributes(props)}
      ref={controlRef as Ref<HTMLSelectElement>}
      multiple={multiple}
      value={multiple ? (Array.isArray(value) ? value : []) : String(value)}
      onChange={(event) =>
        onChange(
          multiple
            ? Array.from(event.target.selectedOptions, (selected) => selected.value)
            : event.target.value,
        )
      }
    >
      {!multiple && <option value="">{t(field.placeholder ?? 'form:select_placeholder')}</option>}
      {(field.options ?? []).map((entry) =>
        isOptionGroup(entry) ? (
          <optgroup key={entry.label} label={entry.label}>
            {entry.options.map(option)}
          </optgroup>
        ) : (
          option(entry)
        ),
      )}
    </select>
  );
}

/** The checkbox toggle: a switch whose label is the field's. */
export function CheckboxControl(props: ControlProps) {
  const { value, onChange, controlRef } = props;
  return (
    <input
      {...commonAttributes(props)}
      ref={controlRef as Ref<HTMLInputElement>}
      type="checkbox"
      role="switch"
      aria-checked={value === true}
      checked={value === true}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/**
 * Radio buttons (and the radio toggle, styled as segmented buttons): a radiogroup named by the
 * field's label, each option labelled by its text. Arrow keys move between options natively.
 */
export function RadioControl(props: ControlProps) {
  const { field, id, labelId, value, onChange, describedBy, invalid, controlRef } = props;
  const options = flatOptions(props);
  const checkedIndex = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      aria-required={field.required}
      className={field.kind === 'radio-toggle' ? 'oc-form-choices oc-form-toggle' : 'oc-form-choices'}
    >
      {options.map((option, index) => (
        <label key={option.value} className="oc-form-choice">
          <input
            ref={index === checkedIndex ? (controlRef as Ref<HTMLInputElement>) : undefined}
            id={index === 0 ? id : undefined}
            type="radio"
            name={field.name}
            value={option.value}
            checked={value === option.value}
            disabled={field.disabled || option.disabled}
            onChange={() => onChange(option.value)}
          />
          <span>{option.text}</span>
        </label>
      ))}
    </div>
  );
}

/** A checklist: one checkbox per option, the value is the list of checked values. */
export function ChecklistControl(props: ControlProps) {
  const { field, id, labelId, value, onChange, describedBy, invalid, controlRef } = props;
  const checked = Array.isArray(value) ? value : [];
  return (
    <fieldset className="oc-form-choices" aria-labelledby={labelId} aria-describedby={describedBy}>
      {flatOptions(props).map((option, index) => (
        <label key={option.value} className="oc-form-choice">
          <input
            ref={index === 0 ? (controlRef as Ref<HTMLInputElement>) : undefined}
            id={index === 0 ? id : undefined}
            type="checkbox"
            name={field.name}
            value={option.value}
            aria-invalid={invalid}
            checked={checked.includes(option.value)}
            disabled={field.disabled || option.disabled}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...checked, option.value]
                  : checked.filter((entry) => entry !== option.value),
              )
            }
          />
          <span>{option.text}</span>
        </label>
      ))}
    </fieldset>
  );
}
