import { defineElement } from '@omnicanal/element';
import { FORM_CSS, FORM_NAMESPACE } from '@omnicanal/ui';
import type { ComponentType } from 'react';
import { AuthScreens } from './AuthScreens.tsx';
import css from './SignIn.css?inline';

/**
 * `<oc-auth>`: sign-in and the account screens around it. Registers once; loading this module again
 * is harmless.
 *
 * @summary Sign-in, registration, email confirmation, passwords, two-factor, masquerade and invitations.
 * @attr screen - `login` (default), `register`, `register-appsumo`, `confirm-email`, `password-reset`,
 *   `password-reset-confirm`, `password-change`, `two-factor`, `masquerade`, `invitation`
 * @attr confirm-key - the mailed confirmation key (`confirm-email`)
 * @attr uid - the user of the mailed reset or invitation link (`password-reset-confirm`, `invitation`)
 * @attr reset-token - the token of the mailed reset link (`password-reset-confirm`)
 * @attr invitation-token - the token of the mailed invitation link (`invitation`)
 * @event oc-signed-in - `{ token, expires_at?, masquerade? }` after a sign-in or a masquerade; the element stores nothing.
 * @event oc-navigate - `{ path }`: a console path to go to (`/login`, `/password/reset`)
 * @csspart form - the card
 * @csspart title - the heading
 * @csspart reveal - the show-password toggle of sign-in
 * @csspart submit - the sign-in button
 */
export const OcAuth: CustomElementConstructor = defineElement(
  'oc-auth',
  AuthScreens as ComponentType<Record<string, unknown>>,
  {
    attributes: ['screen', 'confirmKey', 'uid', 'resetToken', 'invitationToken'],
    styles: [FORM_CSS, css],
    namespaces: ['auth', FORM_NAMESPACE],
  },
);
