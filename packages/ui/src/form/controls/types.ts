import type { Ref } from 'react';
import type { FieldDescriptor, FieldValue, Message } from '../model/types.ts';

/** What every control receives from its `<Field>`. */
export interface ControlProps {
  field: FieldDescriptor;
  /** Id of the control, target of the label. */
  id: string;
  /** Id of the label element, for groups named by it. */
  labelId: string;
  value: FieldValue;
  /** A new value, with the control's own finding on it when it has one (see `FormState.change`). */
  onChange: (value: FieldValue, problem?: Message | null) => void;
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

/** Points a ref (callback or object) at a node. */
export function assignRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) (ref as { current: T | null }).current = node;
}
