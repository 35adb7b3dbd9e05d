/**
 * The screens of `<oc-stats-dashboard>` (spec 002 §2 `/dashboard`): the global activity with its
 * agents and discussions, the overview by skill and channel and the live monitoring (managers and
 * above), the bot's main figures and its customer analytics (the paths visitors took), the public
 * comments and the customers' reviews, the same for the web IVR, whose paths also read as its
 * menu's tree; the campaigns' sends; the tickets.
 */
export const VIEWS = [
  'activity',
  'overview',
  'monitoring',
  'bot',
  'flow',
  'comments',
  'reviews',
  'webivr',
  'webivr-flow',
  'webivr-tree',
  'campaigns',
  'ticketing',
] as const;
export type View = (typeof VIEWS)[number];

/** The console path of each screen, for `oc-navigate`. */
export const VIEW_PATHS: Readonly<Record<View, string>> = {
  activity: '/dashboard',
  overview: '/dashboard/overview',
  monitoring: '/dashboard/monitoring',
  bot: '/dashboard/bot',
  flow: '/stats/bot/customer-analytics',
  comments: '/dashboard/comments',
  reviews: '/dashboard/reviews',
  webivr: '/dashboard/webivr',
  'webivr-flow': '/stats/webivr/customer-analytics',
  'webivr-tree': '/stats/webivr/customer-analytics-tree',
  campaigns: '/dashboard/campaigns',
  ticketing: '/dashboard/ticketing',
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

/** The two families of screens (spec 002 §2): the dashboards, and the statistics managers' `/stats`. */
export type Area = 'dashboard' | 'stats';

/** The `/stats` screens and their paths (statistics managers). */
export const STATS_PATHS: Readonly<Partial<Record<View, string>>> = {
  bot: '/stats/bot/main',
  flow: '/stats/bot/customer-analytics',
  webivr: '/stats/webivr/main',
  'webivr-flow': '/stats/webivr/customer-analytics',
  'webivr-tree': '/stats/webivr/customer-analytics-tree',
  campaigns: '/stats/campaigns',
  ticketing: '/stats/ticketing',
};

/** The dashboards' screens, in the spec's order. */
const DASHBOARD_VIEWS: readonly View[] = [
  'activity',
  'overview',
  'monitoring',
  'bot',
  'comments',
  'reviews',
  'webivr',
  'campaigns',
  'ticketing',
];
/** Screens of the web IVR and the campaigns, which exist in the self-hosted edition only (spec 000 §1). */
const SELF_HOSTED_VIEWS: ReadonlySet<View> = new Set(['webivr', 'webivr-flow', 'webivr-tree', 'campaigns']);

/**
 * The screens an area's nav links to for a reader: the managers' screens only for managers and
 * above, the web IVR's only in the self-hosted edition; with their paths.
 */
export function areaViews(
  area: Area,
  options: { manager: boolean; selfHosted: boolean },
): { view: View; path: string }[] {
  const views = area === 'stats' ? (Object.keys(STATS_PATHS) as View[]) : DASHBOARD_VIEWS;
  return views
    .filter((view) => options.manager || !MANAGER_VIEWS.has(view))
    .filter((view) => options.selfHosted || !SELF_HOSTED_VIEWS.has(view))
    .map((view) => ({ view, path: (area === 'stats' ? STATS_PATHS[view] : VIEW_PATHS[view]) as string }));
}
