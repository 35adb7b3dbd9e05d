import type { ReactElement } from 'react';
import { ConfirmEmail } from './ConfirmEmail.tsx';
import { Invitation } from './Invitation.tsx';
import { Masquerade } from './Masquerade.tsx';
import { screenOf } from './model/screens.ts';
import { PasswordChange } from './PasswordChange.tsx';
import { PasswordReset, PasswordResetConfirm } from './PasswordReset.tsx';
import { Register } from './Register.tsx';
import { SignIn } from './SignIn.tsx';
import { TwoFactor } from './TwoFactor.tsx';

/** Attributes of `<oc-auth>` beyond the common ones (all strings, as attributes are). */
export interface AuthScreensProps {
  /** Which screen: `login` (default), `register`, `confirm-email`, `password-reset`… */
  screen?: string;
  /** `confirm-key`: the key of the mailed confirmation link. */
  confirmKey?: string;
  /** `uid` and `reset-token`: the parts of the mailed password-reset link; `uid` also of the invitation. */
  uid?: string;
  resetToken?: string;
  /** `invitation-token`: the token of the mailed invitation link. */
  invitationToken?: string;
}

/** The screen the `screen` attribute names; each keeps its own state and starts afresh when it changes. */
export function AuthScreens({
  screen,
  confirmKey,
  uid,
  resetToken,
  invitationToken,
}: AuthScreensProps): ReactElement {
  switch (screenOf(screen)) {
    case 'login':
      return <SignIn />;
    case 'register':
      return <Register />;
    case 'register-appsumo':
      return <Register variant="appsumo" />;
    case 'confirm-email':
      return <ConfirmEmail confirmKey={confirmKey} />;
    case 'password-reset':
      return <PasswordReset />;
    case 'password-reset-confirm':
      return <PasswordResetConfirm key={`${uid}/${resetToken}`} uid={uid} resetToken={resetToken} />;
    case 'password-change':
      return <PasswordChange />;
    case 'two-factor':
      return <TwoFactor />;
    case 'masquerade':
      return <Masquerade />;
    case 'invitation':
      return <Invitation key={`${uid}/${invitationToken}`} uid={uid} invitationToken={invitationToken} />;
  }
}
