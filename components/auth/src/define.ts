import { defineElement } from '@omnicanal/element';
import type { ComponentType } from 'react';
import css from './SignIn.css?inline';
import { SignIn } from './SignIn.tsx';

/**
 * `<oc-auth>`: the sign-in form. Registers once; loading this module again is harmless.
 *
 * @summary Sign-in with email and password.
 * @event oc-signed-in - `{ token, expires_at }` after a successful sign-in; the element stores nothing.
 * @csspart form - the form card
 * @csspart title - the heading
 * @csspart reveal - the show-password toggle
 * @csspart submit - the submit button
 */
export const OcAuth: CustomElementConstructor = defineElement(
  'oc-auth',
  SignIn as ComponentType<Record<string, unknown>>,
  { styles: [css], namespaces: ['auth'] },
);
