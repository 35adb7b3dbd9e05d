import type { FieldDescriptor, FormDescriptor } from '@omnicanal/ui';

/**
 * The forms of the account screens as form-kit descriptors (spec 000 §3): plain data, so the
 * rules they carry (required, password policy, confirmation) are read in one place.
 */

const email = (label: string): FieldDescriptor => ({
  name: 'email',
  kind: 'email',
  label,
  required: true,
  focus: true,
});

/** A new password under the shared policy (spec 000 §5), then its confirmation. */
const newPassword = (focus = false): FieldDescriptor[] => [
  {
    name: 'password1',
    kind: 'password',
    label: 'auth:password.new',
    required: true,
    focus,
    validation: { name: 'password' },
    helper: 'auth:password.policy',
  },
  {
    name: 'password2',
    kind: 'password',
    label: 'auth:password.confirm',
    required: true,
    sameAs: 'password1',
    sameAsMsg: 'form:password.passwords_mismatch',
  },
];

export const REGISTER_FORM: FormDescriptor = {
  fieldsets: [
    {
      fields: [
        { name: 'first_name', kind: 'text', label: 'auth:register.first_name', required: true, focus: true },
        { name: 'last_name', kind: 'text', label: 'auth:register.last_name', required: true },
        { ...email('auth:register.email'), focus: false },
        { name: 'phone_number', kind: 'tel', label: 'auth:register.phone_number' },
        { name: 'company', kind: 'text', label: 'auth:register.company', required: true },
      ],
    },
    {
      fields: [
        ...newPassword(),
        { name: 'terms', kind: 'checkbox', label: 'auth:register.terms', required: true },
      ],
    },
  ],
};

export const EMAIL_FORM = (label: string): FormDescriptor => ({ fieldsets: [{ fields: [email(label)] }] });

export const RESET_CONFIRM_FORM: FormDescriptor = { fieldsets: [{ fields: newPassword(true) }] };

export const PASSWORD_CHANGE_FORM: FormDescriptor = {
  fieldsets: [
    {
      fields: [
        { name: 'old_password', kind: 'password', label: 'auth:password.old', required: true, focus: true },
        ...newPassword(),
      ],
    },
  ],
};

/** The one-time passcode of the authenticator app (spec 000 §5: 6 boxes by default). */
export const CODE_FORM = (label: string): FormDescriptor => ({
  fieldsets: [{ fields: [{ name: 'code', kind: 'otp', label, required: true, focus: true }] }],
});

/** The last enrolment step: the app's code, and the password again (a session alone is not enough). */
export const ENABLE_TWO_FACTOR_FORM: FormDescriptor = {
  fieldsets: [
    {
      fields: [
        { name: 'code', kind: 'otp', label: 'auth:two_factor.code', required: true, focus: true },
        { name: 'password', kind: 'password', label: 'auth:password.current', required: true },
      ],
    },
  ],
};

export const DISABLE_TWO_FACTOR_FORM: FormDescriptor = {
  fieldsets: [
    {
      fields: [
        { name: 'password', kind: 'password', label: 'auth:password.current', required: true, focus: true },
      ],
    },
  ],
};
