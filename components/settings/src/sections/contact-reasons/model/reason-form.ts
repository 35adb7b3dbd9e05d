import { CONTACT_REASON_LABEL_MAX_LENGTH, type ContactReason, type ContactReasonInput } from '@omnicanal/api';
import type { FieldValue, FormDescriptor } from '@omnicanal/ui';
import { labelledScopeDescriptor, type Named, toLabelledScope } from '../../../model/scope-fields.ts';

/** The form of a contact reason (spec 002 §3): label, skills, and sub-accounts when offered. */
export function reasonDescriptor(
  reason: ContactReason | null,
  skills: readonly Named[],
  subaccounts: readonly Named[] | null,
): FormDescriptor {
  return labelledScopeDescriptor(
    reason,
    { labelKey: 'settings-content:reasons.label', maxLength: CONTACT_REASON_LABEL_MAX_LENGTH },
    skills,
    subaccounts,
  );
}

/** The body of `POST /contactreasons/[{id}]`. */
export function toReasonInput(
  values: Record<string, FieldValue>,
  reason: ContactReason | null,
): ContactReasonInput {
  return toLabelledScope(values, reason);
}
