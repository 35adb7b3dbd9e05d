// Generated from custom-elements.json by `npm run build:manifest`: edit the element class instead.
import '@omnicanal/auth/define';
import type { OcAuth as OcAuthElement, SignedInDetail } from '@omnicanal/auth';
import { createComponent, type ElementProps } from './createComponent.ts';

/** Props of {@link OcAuth}: the attributes, properties and events of `<oc-auth>`. */
export interface OcAuthProps extends ElementProps<OcAuthElement> {
  /** which screen: `login`, `register`, `register-appsumo`, `confirm-email`, `password-reset`, `password-reset-confirm`, `password-change`, `two-factor`, `masquerade`, `invitation` (default `login`) */
  screen?: string;
  /** key of the mailed confirmation link (`confirm-email`) */
  confirmKey?: string;
  /** user of the mailed reset or invitation link (`password-reset-confirm`, `invitation`) */
  uid?: string;
  /** token of the mailed reset link (`password-reset-confirm`) */
  resetToken?: string;
  /** token of the mailed invitation link (`invitation`) */
  invitationToken?: string;
  /** where the Omnicanal API is; every service base derives from it (`<api-base>/core`, …) (default `/api`) */
  apiBase?: string;
  /** interface language, shared by every Omnicanal element of the page (default `fr`) */
  locale?: 'fr' | 'en';
  /** product edition; without it, the one the server announces */
  edition?: 'hosted' | 'self-hosted';
  /** colour scheme (`auto` follows the reader's system); without it, the page's `color-scheme`; elements inside inherit it */
  theme?: 'light' | 'dark' | 'auto';
  /** Bearer token of the signed-in user. Kept in memory only: never reflected into an attribute, never stored. A value set before the element's code loads still applies. Set as a property, never written into an attribute. */
  token?: OcAuthElement['token'];
  /** The signed-in user, when the host already has it (otherwise the element loads it). Set as a property, never written into an attribute. */
  user?: OcAuthElement['user'];
  /** A partner's own texts in place of ours, by language and key as the element reads them: `{ fr: { 'settings:skills.title': 'Files d’attente' } }`. They apply to the whole page (every element showing that key), and to texts that load later. Set as a property, never written into an attribute. */
  strings?: OcAuthElement['strings'];
  /** The user's company, when the host already has it (otherwise the element loads it when it needs it). Set as a property, never written into an attribute. */
  customer?: OcAuthElement['customer'];
  /** the server accepted the credentials (with the code when asked), or a masquerade began; the element stores nothing */
  onOcSignedIn?: (event: CustomEvent<SignedInDetail>) => void;
  /** a link to another screen: `/password/reset` (forgotten password), `/login` (after registration, a reset or an invitation), `/` (home, once an invitation or a masquerade has signed in) */
  onOcNavigate?: (event: CustomEvent<{ path: string }>) => void;
}

/**
 * `<oc-auth>` as a React component (its tag is defined on import). Properties such as the token are
 * set on the element, never written into the DOM; `on…` props listen to its events; `ref` is the element.
 */
export const OcAuth = createComponent<OcAuthElement, OcAuthProps>({
  tagName: 'oc-auth',
  attributes: {
    screen: 'screen',
    confirmKey: 'confirm-key',
    uid: 'uid',
    resetToken: 'reset-token',
    invitationToken: 'invitation-token',
    apiBase: 'api-base',
    locale: 'locale',
    edition: 'edition',
    theme: 'theme',
  },
  properties: ['token', 'user', 'strings', 'customer'],
  events: {
    onOcSignedIn: 'oc-signed-in',
    onOcNavigate: 'oc-navigate',
  },
});
