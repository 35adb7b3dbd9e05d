export { loadAccount } from './account.ts';
export {
  $config,
  applyRuntimeConfig,
  type ConfigState,
  loadRuntimeConfig,
  serviceBase,
  setApiBase,
  setEdition,
} from './config.ts';
export { dispositionName, downloadFile, signedFetch } from './files.ts';
export { api } from './http.ts';
export { $locale, setLocale } from './locale.ts';
export {
  $session,
  $signedIn,
  $user,
  clearSession,
  type SessionState,
  setCustomer,
  setToken,
  setUser,
  TOKEN_KEY,
} from './session.ts';
export { shared } from './shared.ts';
export { $theme, isTheme, setTheme, THEMES, type Theme } from './theme.ts';
export { $toast, hideToast, showToast, type Toast } from './toasts.ts';
