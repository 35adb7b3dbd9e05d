import { elementClass } from '@omnicanal/element';
import { FORM_CSS, FORM_NAMESPACE } from '@omnicanal/ui';
import type { ComponentType } from 'react';
import { AuthScreens } from './AuthScreens.tsx';
import css from './SignIn.css?inline';

/**
 * Sign-in and the account screens around it (spec 000 §2, §5, §7, §8), one per `screen` attribute.
 * The element does not store the token: it announces it with `oc-signed-in` and the page decides
 * where it goes. `token`, `user` and `customer` (common to every element) are accepted but unused.
 *
 * @summary Sign-in, registration, email confirmation, passwords, two-factor, masquerade and invitations.
 * @attr {string} [screen=login] - which screen: `login`, `register`, `register-appsumo`, `confirm-email`, `password-reset`, `password-reset-confirm`, `password-change`, `two-factor`, `masquerade`, `invitation`
 * @attr {string} confirm-key - key of the mailed confirmation link (`confirm-email`)
 * @attr {string} uid - user of the mailed reset or invitation link (`password-reset-confirm`, `invitation`)
 * @attr {string} reset-token - token of the mailed reset link (`password-reset-confirm`)
 * @attr {string} invitation-token - token of the mailed invitation link (`invitation`)
 * @fires oc-signed-in - the server accepted the credentials (with the code when asked), or a masquerade began; the element stores nothing
 * @fires oc-navigate - a link to another screen: `/password/reset` (forgotten password), `/login` (after registration, a reset or an invitation), `/` (home, once an invitation or a masquerade has signed in)
 * @csspart form - the card
 * @csspart title - the heading
 * @csspart reveal - the show-password toggle of sign-in
 * @csspart submit - the sign-in button
 */
export class OcAuth extends elementClass(AuthScreens as ComponentType<Record<string, unknown>>, {
  attributes: ['screen', 'confirmKey', 'uid', 'resetToken', 'invitationToken'],
  styles: [FORM_CSS, css],
  namespaces: ['auth', FORM_NAMESPACE],
  // Sign-in, passwords and two-factor read no user: a token handed to them loads nothing else.
  loadsAccount: false,
}) {
  /** The `screen` attribute. */
  declare screen: string | undefined;
  /** The `confirm-key` attribute. */
  declare confirmKey: string | undefined;
  /** The `uid` attribute. */
  declare uid: string | undefined;
  /** The `reset-token` attribute. */
  declare resetToken: string | undefined;
  /** The `invitation-token` attribute. */
  declare invitationToken: string | undefined;
}
