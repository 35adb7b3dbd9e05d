export { type AuthEventMap, SIGNED_IN, type SignedInDetail } from './events.ts';
export {
  type Checked,
  type LoginErrors,
  type LoginField,
  loginErrors,
  type Message,
  NO_ERRORS,
  signIn,
  validateLogin,
} from './model/login.ts';
export { SignIn } from './SignIn.tsx';
