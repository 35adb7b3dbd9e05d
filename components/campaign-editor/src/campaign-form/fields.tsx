import { Field, type FieldDescriptor, type FieldValue, type Message } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { campaignProblemKey } from '../model/campaign-errors.ts';

/** A field's problems (codes) as the kit's messages; the tier's code carries its limit. */
export function messagesOf(codes: readonly string[] | undefined, limit: number | null = null): Message[] {
  return [...new Set(codes ?? [])].map((code) => ({
    key: campaignProblemKey(code),
    values: code === 'whatsapp_tier_limit' ? { n: limit ?? '?' } : undefined,
  }));
}

/** One kit field of the campaign form, its value and problems given, its changes handed up. */
export function FormField({
  field,
  value,
  problems,
  limit,
  onChange,
}: {
  field: FieldDescriptor;
  value: FieldValue;
  problems?: readonly string[];
  limit?: number | null;
  onChange: (value: FieldValue) => void;
}): ReactElement {
  return (
    <Field
      field={field}
      value={value}
      errors={messagesOf(problems, limit)}
      onChange={(_, next) => onChange(next)}
      controlRef={null}
    />
  );
}

/** A field's value as text (selects, inputs). */
export const textOf = (value: FieldValue): string => (typeof value === 'string' ? value : '');
