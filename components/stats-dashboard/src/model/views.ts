/**
 * The screens of `<oc-stats-dashboard>` (spec 002 §2 `/dashboard`): the global activity with its
 * agents and discussions, the overview by skill and channel and the live monitoring (managers and
 * above), the bot's main figures and its customer analytics (the paths visitors took), and the
 * same for the web IVR, whose paths also read as its menu's tree.
 */
export const VIEWS = [
  'activity',
  'overview',
  'monitoring',
  'bot',
  'flow',
  'webivr',
  'webivr-flow',
  'webivr-tree',
] as const;
export type View = (typeof VIEWS)[number];

/** The console path of each screen, for `oc-navigate`. */
export const VIEW_PATHS: Readonly<Record<View, string>> = {
  activity: '/dashboard',
  overview: '/dashboard/overview',
  monitoring: '/dashboard/monitoring',
  bot: '/dashboard/bot',
  flow: '/stats/bot/customer-analytics',
  webivr: '/dashboard/webivr',
  'webivr-flow': '/stats/webivr/customer-analytics',
  'webivr-tree': '/stats/webivr/customer-analytics-tree',
};

/** Screens only managers and above may open (spec 002 §2: "monitoring and overview (manager)"). */
export const MANAGER_VIEWS: ReadonlySet<View> = new Set(['overview', 'monitoring']);

/** The screen an attribute names; none means the global activity, an unknown one null. */
export function viewOf(value: string | undefined | null): View | null {
  if (!value) return 'activity';
  return (VIEWS as readonly string[]).includes(value) ? (value as View) : null;
}

/** The tabs of the global activity screen. */
export const ACTIVITY_TABS = ['global', 'agents', 'discussions'] as const;
export type ActivityTab = (typeof ACTIVITY_TABS)[number];
