import type { Ref } from 'react';
import type { FieldDescriptor, FieldValue } from '../model/types.ts';

/** What every control receives from its `<Field>`. */
export interface ControlProps {
  field: FieldDescriptor;
  /** Id of the control, target of the label. */
  id: string;
  /** Id of the label element, for groups named by it. */
  labelId: string;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  /** Ids of the error and hint texts. */
  describedBy: string | undefined;
  invalid: boolean;
  /** The control to focus (first box, first radio…). */
  controlRef: Ref<HTMLElement>;
}

/** Attributes every native control shares. */
export function commonAttributes({ field, id, describedBy, invalid }: ControlProps) {
  return {
    id,
    name: field.name,
    required: field.required,
    disabled: field.disabled,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
  };
}
