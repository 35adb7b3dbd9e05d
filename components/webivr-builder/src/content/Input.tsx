import { Field, type FieldDescriptor, type FieldValue } from '@omnicanal/ui';
import type { ReactElement } from 'react';

/** The text of a field's value (a text, select or textarea control). */
export const textOf = (value: FieldValue): string => (typeof value === 'string' ? value : '');

/**
 * One field of the kit with its errors given as translation keys (the server's, mapped by
 * model/content-errors.ts). `field.label` is a translation key, as the kit wants.
 */
export function Input({
  field,
  value,
  errors = [],
  onChange,
}: {
  field: FieldDescriptor;
  value: FieldValue;
  errors?: readonly string[];
  onChange: (value: FieldValue) => void;
}): ReactElement {
  return (
    <Field
      field={field}
      value={value}
      errors={errors.map((key) => ({ key }))}
      onChange={(_, next) => onChange(next)}
      controlRef={null}
    />
  );
}
