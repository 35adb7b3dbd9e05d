export { COMPANION_LOADERS, loadCompanion } from './companions.ts';
export { ELEMENT_LOADERS, loadElement } from './elements.ts';
export { navigatePath, signedInToken } from './events.ts';
export { chatWidgetHidden, currentLink, customerLogo, visibleNav } from './nav.model.ts';
export {
  carryFlags,
  type GuardContext,
  type GuardResult,
  guard,
  homeUrl,
  isWithin,
  localPath,
  loginUrl,
  type Match,
  match,
  navHidden,
  type Resolution,
  resolve,
  safeRedirect,
  titleKeys,
} from './router.model.ts';
export {
  ACCOUNT_SETTINGS,
  AGENT_AREA,
  type CompanionTag,
  type ElementTag,
  NAV_LINKS,
  type NavLink,
  NOT_FOUND,
  type Params,
  ROUTES,
  type RouteDef,
  type ShellPage,
} from './routes.ts';
export { OcShell } from './shell/Shell.ts';
