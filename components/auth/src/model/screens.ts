/**
 * The screens of `<oc-auth>`, chosen by its `screen` attribute (spec 000 §2 routes /login,
 * /register, /confirm-email, /email/*, /password/*, /invitation/*, /m/ and the two-factor screen).
 */
export const AUTH_SCREENS = [
  'login',
  'register',
  'register-appsumo',
  'confirm-email',
  'password-reset',
  'password-reset-confirm',
  'password-change',
  'two-factor',
  'masquerade',
  'invitation',
] as const;

export type AuthScreen = (typeof AUTH_SCREENS)[number];

/** The screen an attribute names; sign-in when it is missing or unknown. */
export function screenOf(attribute: unknown): AuthScreen {
  return (AUTH_SCREENS as readonly unknown[]).includes(attribute) ? (attribute as AuthScreen) : 'login';
}
