export { AuthScreens, type AuthScreensProps } from './AuthScreens.tsx';
export {
  type AuthEventMap,
  NAVIGATE,
  type NavigateDetail,
  PATHS,
  SIGNED_IN,
  type SignedInDetail,
} from './events.ts';
export { type ConfirmOutcome, confirmOutcome } from './model/confirm.ts';
export {
  type Checked,
  type LoginErrors,
  type LoginField,
  loginErrors,
  type Message,
  NO_ERRORS,
  needsCode,
  signIn,
  ssoError,
  validateLogin,
} from './model/login.ts';
export { AUTH_SCREENS, type AuthScreen, screenOf } from './model/screens.ts';
export { type EnrolStep, type TwoFactorState, twoFactorReducer } from './model/two-factor.ts';
export { OcAuth } from './OcAuth.ts';
export { SignIn } from './SignIn.tsx';
