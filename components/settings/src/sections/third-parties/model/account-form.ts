import type { ThirdPartyAccount, ThirdPartyAccountInput } from '@omnicanal/api';
import { type ThirdPartyField, type ThirdPartyKind, thirdPartyFieldProblem } from '@omnicanal/core';
import type { FieldDescriptor, FieldValue, FormDescriptor, Validator } from '@omnicanal/ui';

const NS = 'settings-thirdparties';

/** A skill as the form offers it. */
export interface Named {
  id: number;
  name: string;
}

const KINDS: Record<ThirdPartyField['type'], FieldDescriptor['kind']> = {
  text: 'text',
  url: 'url',
  host: 'text',
  port: 'text',
  email: 'email',
  identifier: 'text',
};

/** One credential field: a secret is a password box, empty, saying whether one is kept. */
function credentialField(
  kind: ThirdPartyKind,
  field: ThirdPartyField,
  account: ThirdPartyAccount | null,
): FieldDescriptor {
  const label = `${NS}:fields.${field.name}`;
  if (field.secret) {
    const kept = account?.secrets[field.name] === true;
    return {
      name: field.name,
      kind: 'password',
      label,
      // spec 002 §3: a stored secret is never sent back; leaving the box empty keeps it.
      required: field.required && !kept,
      helper: kept
        ? `${NS}:secret_kept`
        : field.required
          ? undefined
          : `${NS}:optional_secret.${kind.kind}.${field.name}`,
      max_length: 2048,
      value: '',
    };
  }
  return {
    name: field.name,
    kind: KINDS[field.type],
    label,
    required: field.required && !field.fallback,
    max_length: 2048,
    validation: { name: `thirdparty_${field.type}` },
    ...(field.fallback ? { placeholder: field.fallback } : {}),
    value: account?.settings[field.name] ?? '',
  };
}

/** The form of an account of `kind` (spec 002 §3): label, the kind's fields, the skills it serves. */
export function accountDescriptor(
  kind: ThirdPartyKind,
  account: ThirdPartyAccount | null,
  skills: readonly Named[],
): FormDescriptor {
  return {
    fieldsets: [
      {
        fields: [
          {
            name: 'label',
            kind: 'text',
            label: `${NS}:fields.label`,
            required: true,
            focus: true,
            max_length: 128,
            value: account?.label ?? '',
          },
        ],
      },
      {
        legend: `${NS}:form.credentials`,
        fields: kind.fields.map((field) => credentialField(kind, field, account)),
      },
      {
        legend: `${NS}:form.scope`,
        fields: [
          {
            name: 'skills',
            kind: 'checklist',
            label: `${NS}:fields.skills`,
            helper: `${NS}:fields.skills_help`,
            options: skills.map((s) => ({ text: s.name, value: String(s.id) })),
            value: (account?.skills ?? []).map(String),
          },
        ],
      },
    ],
  };
}

const check =
  (type: ThirdPartyField['type']): Validator =>
  (value) => {
    const problem = thirdPartyFieldProblem(
      { name: type, type, secret: false, required: false },
      String(value ?? '').trim(),
    );
    return problem ? { valid: false, message: `${NS}:errors.${problem}` } : { valid: true };
  };

/** The catalogue's checks of each field type, as the form kit's named validators. */
export const ACCOUNT_VALIDATORS: Readonly<Record<string, Validator>> = {
  thirdparty_text: check('text'),
  thirdparty_url: check('url'),
  thirdparty_host: check('host'),
  thirdparty_port: check('port'),
  thirdparty_email: check('email'),
  thirdparty_identifier: check('identifier'),
};

/** What POST /accounts/{kind}[/{id}] receives: the label, the skills, each field of the kind as typed. */
export function toAccountInput(
  kind: ThirdPartyKind,
  values: Record<string, FieldValue>,
): ThirdPartyAccountInput {
  const skills = Array.isArray(values.skills) ? values.skills.map(Number) : [];
  const fields: Record<string, string> = {};
  for (const field of kind.fields) {
    const value = String(values[field.name] ?? '').trim();
    // An empty secret is left out: the stored one is kept.
    if (!field.secret || value !== '') fields[field.name] = value;
  }
  return { ...fields, label: String(values.label ?? '').trim(), skills } as ThirdPartyAccountInput;
}
