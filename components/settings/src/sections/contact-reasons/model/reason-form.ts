import { CONTACT_REASON_LABEL_MAX_LENGTH, type ContactReason, type ContactReasonInput } from '@omnicanal/api';
import type { FieldValue, FormDescriptor } from '@omnicanal/ui';
import { type Named, scopeFields, toScope } from '../../../model/scope-fields.ts';

/** The form of a contact reason (spec 002 §3): label, skills, and sub-accounts when offered. */
export function reasonDescriptor(
  reason: ContactReason | null,
  skills: readonly Named[],
  subaccounts: readonly Named[] | null,
): FormDescriptor {
  return {
    fieldsets: [
      {
        fields: [
          {
            name: 'label',
            kind: 'text',
            label: 'settings-content:reasons.label',
            required: true,
            max_length: CONTACT_REASON_LABEL_MAX_LENGTH,
            focus: true,
            value: reason?.label ?? '',
          },
          ...scopeFields(reason, skills, subaccounts),
        ],
      },
    ],
  };
}

/** The body of `POST /contactreasons/[{id}]`. */
export function toReasonInput(
  values: Record<string, FieldValue>,
  reason: ContactReason | null,
): ContactReasonInput {
  return {
    label: typeof values.label === 'string' ? values.label.trim() : '',
    ...toScope(values, reason),
  };
}
