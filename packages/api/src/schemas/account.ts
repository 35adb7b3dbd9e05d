import { LOCALES, OTP_LENGTH, passwordProblem, safeHref } from '@omnicanal/core';
import * as v from 'valibot';
import { LoginRequest } from './auth.ts';
import { Email } from './common.ts';
import { User } from './user.ts';

/**
 * Account requests and answers of spec 000 §7 "Account and session". Field messages are message
 * keys or catalogue codes (`invalid_phone`, `password.min_length`): the client translates them.
 */

const NAME_MAX_LENGTH = 128;
const PASSWORD_MAX_LENGTH = 1024;

const Text = (max = NAME_MAX_LENGTH) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(max, 'max_length'));

/** E.164 once the spaces, dots, dashes and brackets people type are removed. */
const E164 = /^\+[1-9]\d{7,14}$/;

/** A telephone number, normalised to E.164; an empty one is null (spec 000 §5 telephone). */
export const PhoneNumber = v.pipe(
  v.string('invalid_phone'),
  v.transform((value) => value.replace(/[\s.()-]/g, '')),
  v.check((value) => value === '' || E164.test(value), 'invalid_phone'),
  v.transform((value) => value || null),
);

/** An IANA time zone the runtime knows ("Europe/Paris"). */
export function isTimezone(value: string): boolean {
  if (value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const Timezone = v.pipe(v.string('invalid_timezone'), v.check(isTimezone, 'invalid_timezone'));
export const Language = v.picklist(LOCALES, 'invalid_language');

/** A new password: the shared policy, reported on the field as `password.<rule>`. */
export const NewPassword = v.pipe(
  v.string('required'),
  v.maxLength(PASSWORD_MAX_LENGTH, 'max_length'),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const rule = passwordProblem(dataset.value);
    if (rule) addIssue({ message: `password.${rule}` });
  }),
);

const Secret = v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(PASSWORD_MAX_LENGTH));

/** Both copies of a new password must match: a non-field error, checked once each field is valid. */
const samePasswords = <T extends { password1: string; password2: string }>() =>
  v.check<T, 'password.passwords_mismatch'>(
    (input) => input.password1 === input.password2,
    'password.passwords_mismatch',
  );

/** A one-time passcode of `OTP_LENGTH` digits; spaces people paste are ignored. */
export const OtpCode = v.pipe(
  v.string('two_factor_failed'),
  v.transform((value) => value.replace(/\s/g, '')),
  v.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'two_factor_failed'),
);

/**
 * POST /user/login with the second factor when the account has one. A malformed code is checked like
 * a wrong one (401 two_factor_failed), so the code's shape is not validated here.
 */
export const AccountLoginRequest = v.object({
  ...LoginRequest.entries,
  code: v.optional(v.pipe(v.string(), v.maxLength(16))),
});
export type AccountLoginRequest = v.InferOutput<typeof AccountLoginRequest>;

/** POST /register (hosted edition). */
export const RegisterRequest = v.pipe(
  v.object({
    first_name: Text(),
    last_name: Text(),
    email: Email,
    phone_number: v.optional(v.nullable(PhoneNumber), null),
    company: Text(),
    password1: NewPassword,
    password2: Secret,
    terms: v.literal(true, 'terms_required'),
    language: v.optional(Language, 'fr'),
  }),
  samePasswords(),
);
export type RegisterRequest = v.InferOutput<typeof RegisterRequest>;

/** POST /email/send-validate and POST /user/password. */
export const EmailRequest = v.object({ email: Email });
export type EmailRequest = v.InferOutput<typeof EmailRequest>;

/** POST /email/validate: the key of the confirmation link. */
export const EmailValidateRequest = v.object({ key: v.pipe(v.string(), v.nonEmpty(), v.maxLength(128)) });

/** POST /user/password/confirm: the uid and token of the reset link, and the new password. */
export const PasswordResetConfirm = v.pipe(
  v.object({
    uid: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
    token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(128)),
    password1: NewPassword,
    password2: Secret,
  }),
  samePasswords(),
);

/** POST /password/change (spec 000 §3 Password change). */
export const PasswordChangeRequest = v.pipe(
  v.object({ old_password: Secret, password1: NewPassword, password2: Secret }),
  samePasswords(),
);

/** POST /user/account: the fields a user may change about themself. */
export const AccountUpdate = v.object({
  first_name: v.optional(Text()),
  last_name: v.optional(Text()),
  phone_number: v.optional(v.nullable(PhoneNumber)),
  timezone: v.optional(Timezone),
  language: v.optional(Language),
});
export type AccountUpdate = v.InferOutput<typeof AccountUpdate>;

/** GET and POST /user/language. */
export const LanguageRequest = v.object({ language: Language });

/** The account as GET /user/account answers it: the User of spec 000 §3 and the 2FA flag. */
export const AccountUser = v.object({ ...User.entries, two_factor: v.boolean() });
export type AccountUser = v.InferOutput<typeof AccountUser>;

/** POST /customer/: what an owner or an admin may change about the company. */
export const CustomerUpdate = v.object({
  company_name: v.optional(Text()),
  logo: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.maxLength(2048, 'max_length'),
        v.check((value) => safeHref(value) !== null, 'invalid_url'),
      ),
    ),
  ),
});

/** POST /offers/send/ (spec 000 §3 Offer form). */
export const OfferRequest = v.object({
  name: Text(),
  phone_number: v.pipe(
    PhoneNumber,
    v.check((value) => value !== null, 'required'),
  ),
  details: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000, 'max_length')), ''),
  country: Text(64),
});

/** POST /user/2fa/setup answer: the secret to enrol, not active until confirmed with a code. */
export const TwoFactorSetup = v.object({ secret: v.string(), otpauth_url: v.string() });
export type TwoFactorSetup = v.InferOutput<typeof TwoFactorSetup>;

/** POST /user/2fa/enable: the code of the app, and the password again. */
export const TwoFactorEnable = v.object({ code: OtpCode, password: Secret });
export type TwoFactorEnable = v.InferOutput<typeof TwoFactorEnable>;
export const TwoFactorDisable = v.object({ password: Secret });

/** POST /user/masquerade: act as another user of the same company. */
export const MasqueradeRequest = v.object({ email: Email });

/** Answer of POST /user/masquerade: the token that acts as the other user. */
export const MasqueradeAnswer = v.object({ token: v.string() });
export type MasqueradeAnswer = v.InferOutput<typeof MasqueradeAnswer>;

/** Answer of GET /saml/login?no_redirect=true: where the single sign-on starts (else a redirect). */
export const SsoLoginUrl = v.object({ url: v.string() });
export type SsoLoginUrl = v.InferOutput<typeof SsoLoginUrl>;

/** One mail of the local outbox (GET /outbox/). */
export const OutboxMail = v.object({
  id: v.number(),
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  language: v.picklist(LOCALES),
  created_at: v.string(),
});
export type OutboxMail = v.InferOutput<typeof OutboxMail>;
